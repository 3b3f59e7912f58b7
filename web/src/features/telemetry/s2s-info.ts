import {
  hasAppAttribution,
  s2sInfoSchema,
  S2S_CLICK_ID_FIELD,
  S2S_INFO_FIELDS,
  trackS2sEvents,
  type S2sInfo,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { localStore, sessionStore } from '../../lib/storage';

const INFO_KEY = 'lobby:s2sInfo';
const SENT_KEY = 'lobby:s2sSent';

/** The merchant's app's bridge (docs/postbacks.md): `window.LobbyApp.s2sInfo()`, an object or JSON. */
interface AppBridge {
  s2sInfo?: () => unknown;
}

/** The query names that carry the affiliate network's click id. */
const CLICK_ID_PARAMS = [S2S_CLICK_ID_FIELD, 'clickid', 'click_id'];

/** The s2s ids of the first URL's query and of the app's bridge (the bridge wins); only valid ones. */
export function readS2sInfo(search: string, bridge: AppBridge | undefined): S2sInfo {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const field of S2S_INFO_FIELDS) {
    const value = query.get(field);
    if (value) found[field] = value;
  }
  const click = CLICK_ID_PARAMS.map((name) => query.get(name)).find(Boolean);
  if (click) found[S2S_CLICK_ID_FIELD] = click;
  let bridged: unknown;
  try {
    bridged = bridge?.s2sInfo?.();
    if (typeof bridged === 'string') bridged = JSON.parse(bridged);
  } catch {
    bridged = undefined;
  }
  if (bridged && typeof bridged === 'object') {
    for (const [key, value] of Object.entries(bridged)) {
      if (typeof value === 'string' && value) found[key] = value;
    }
  }
  // A field the contract refuses (too long, other characters) is dropped, the rest kept.
  const info: S2sInfo = {};
  for (const [key, value] of Object.entries(found)) {
    const one = s2sInfoSchema.safeParse({ [key]: value });
    if (one.success && key in s2sInfoSchema.shape) Object.assign(info, one.data);
  }
  return info;
}

/** Keeps what this open brought (the latest win), for the member's session to send. */
export function captureS2sInfo(search: string): void {
  const bridge = (window as unknown as { LobbyApp?: AppBridge }).LobbyApp;
  const info = readS2sInfo(search, bridge);
  if (Object.keys(info).length === 0) return;
  localStore.set(INFO_KEY, JSON.stringify({ ...storedS2sInfo(), ...info }));
}

export function storedS2sInfo(): S2sInfo {
  try {
    return JSON.parse(localStore.get(INFO_KEY) ?? '{}') as S2sInfo;
  } catch {
    return {};
  }
}

/**
 * The track-events call (SPEC.md section 7), sent once a session when the app passed AppsFlyer
 * or Adjust ids (or a click id): the member's ids, with the session's login event.
 */
export async function sendS2sInfo(spanId: string): Promise<void> {
  const info = storedS2sInfo();
  if (!hasAppAttribution(info) && !info.clickId) return;
  if (sessionStore.get(SENT_KEY) === spanId) return;
  const events = [{ eventName: 'login', eventID: `login-${spanId}`.slice(0, 64) }];
  await api.call(trackS2sEvents, {
    body: { events: JSON.stringify(events), s2s: info },
    alert: false,
  });
  sessionStore.set(SENT_KEY, spanId);
}
