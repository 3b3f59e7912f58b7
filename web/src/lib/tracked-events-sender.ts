import {
  LIMITS,
  ONCE_PER_DEVICE_EVENTS,
  ONCE_PER_SESSION_EVENTS,
  oncePerDeviceEventId,
  trackEvents,
  TRACK_EVENTS_MAX,
  type BrowserEventName,
  type TrackedEventInput,
} from '@lobby/contract';
import { api } from './api';
import {
  readRegistrationInfo,
  storedCampaign,
  storedConversion,
  storedPixelTrack,
} from './attribution';
import { randomUuid, readStoredDeviceId } from './device-id';
import { firePixels } from './pixel-bridge';
import { pwaType } from './pwa-type';
import { session } from './session';
import { localStore, sessionStore } from './storage';
import type { EventDetails } from './tracked-events';

/** Events not yet accepted by the server, each with when it was made; cleared after 600 s. */
export const EVENT_CACHE_KEY = 'lobby:eventCache';
const SENT_PREFIX = 'lobby:eventSent:';

interface CachedEvent {
  event: TrackedEventInput;
  at: number;
}

const isOncePerDevice = (name: BrowserEventName) =>
  (ONCE_PER_DEVICE_EVENTS as readonly string[]).includes(name);
const isOncePerSession = (name: BrowserEventName) =>
  (ONCE_PER_SESSION_EVENTS as readonly string[]).includes(name);

/** The cache without events older than 600 s (SPEC section 9: the event cache is cleared). */
export function readEventCache(now = Date.now()): CachedEvent[] {
  try {
    const cached = JSON.parse(localStore.get(EVENT_CACHE_KEY) ?? '[]') as CachedEvent[];
    return Array.isArray(cached)
      ? cached.filter((entry) => now - entry.at < LIMITS.eventCacheClearMs)
      : [];
  } catch {
    return [];
  }
}

function writeEventCache(entries: CachedEvent[]): void {
  if (entries.length === 0) localStore.remove(EVENT_CACHE_KEY);
  else localStore.set(EVENT_CACHE_KEY, JSON.stringify(entries));
}

/**
 * firstOpen and the home-screen first open go once per device, viewContent once per session
 * (SPEC section 4): true when this one may go, marking it sent.
 */
function mayGo(name: BrowserEventName): boolean {
  const store = isOncePerDevice(name) ? localStore : isOncePerSession(name) ? sessionStore : null;
  if (!store) return true;
  if (store.get(`${SENT_PREFIX}${name}`)) return false;
  store.set(`${SENT_PREFIX}${name}`, '1');
  return true;
}

/** The event as SPEC section 3 describes it: payload and value, with one eventID. */
export function buildEvent(name: BrowserEventName, details: EventDetails): TrackedEventInput {
  const info = readRegistrationInfo();
  const deviceId = readStoredDeviceId();
  const eventID = isOncePerDevice(name)
    ? oncePerDeviceEventId(name, deviceId ?? randomUuid())
    : randomUuid();
  const installed = pwaType();
  const channel = storedConversion()?.split(':')[0];
  return {
    eventName: name,
    eventID,
    payload: {
      domain: window.location.host,
      ...(info.affiliateCode ? { affiliateCode: info.affiliateCode } : {}),
      ...details.payload,
    },
    value: {
      ...storedPixelTrack(),
      ...(storedCampaign() ? { campaign: storedCampaign() } : {}),
      ...(channel ? { channel } : {}),
      ...(info.tid ? { tid: info.tid } : {}),
      ...(session.get()?.spanId ? { loginSpanId: session.get()!.spanId } : {}),
      ...(installed ? { pwaType: installed } : {}),
      ...details.value,
    },
  };
}

let flushing: Promise<void> | undefined;

/** Sends the cached events, ten at a time; what the server accepted leaves the cache. */
export function flushTrackedEvents(): Promise<void> {
  flushing ??= (async () => {
    const pending = readEventCache();
    writeEventCache(pending);
    for (let start = 0; start < pending.length; start += TRACK_EVENTS_MAX) {
      const batch = pending.slice(start, start + TRACK_EVENTS_MAX).map((entry) => entry.event);
      await api.call(trackEvents, { body: { events: batch }, alert: false });
      const sent = new Set(batch.map((event) => event.eventID));
      writeEventCache(readEventCache().filter((entry) => !sent.has(entry.event.eventID)));
    }
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** Reports one event: to the pixels at once, to the server through the cache. */
export async function sendTrackedEvent(
  name: BrowserEventName,
  details: EventDetails,
): Promise<void> {
  if (!mayGo(name)) return;
  const event = buildEvent(name, details);
  const { revenue, amount, value, currency } = event.payload ?? {};
  firePixels(name, event.eventID, { revenue, amount, value, currency });
  writeEventCache([...readEventCache(), { event, at: Date.now() }]);
  // A flush under way may have read the cache before this event joined it.
  if (flushing) await flushing.catch(() => undefined);
  await flushTrackedEvents();
}
