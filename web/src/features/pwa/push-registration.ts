import {
  DEFAULTS,
  SERVICE_WORKER,
  fcmBind,
  fcmSubscribe,
  fcmUnsubscribe,
  pushRegister,
  pushRegistrationDelete,
  pushRegistrationUpdate,
  type PushError,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { isPushTokenUnknown } from '../../lib/error-catalogue';
import { session } from '../../lib/session';
import { localStore } from '../../lib/storage';
import { PushFailure, tokenIsStale } from './push-rules';

/** The push registration token, kept locally (SPEC section 3) with when it was registered. */
export const PUSH_TOKEN_KEY = 'lobby:pushToken';

interface StoredToken {
  token: string;
  at: number;
  endpoint: string;
}

export function storedToken(): StoredToken | null {
  try {
    const value = JSON.parse(localStore.get(PUSH_TOKEN_KEY) ?? 'null') as StoredToken | null;
    return value && typeof value.token === 'string' && typeof value.at === 'number' ? value : null;
  } catch {
    return null;
  }
}

function keep(value: StoredToken): void {
  localStore.set(PUSH_TOKEN_KEY, JSON.stringify(value));
  if (storedToken()?.token !== value.token) throw new PushFailure('indexed-db-unsupported');
}

const failing =
  (code: PushError) =>
  (error: unknown): never => {
    throw error instanceof PushFailure ? error : new PushFailure(code);
  };

/** The applicationServerKey the browser subscribes with: the VAPID public key's bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

async function subscription(vapidKey: string): Promise<PushSubscription> {
  const registration = await Promise.race([
    navigator.serviceWorker
      .getRegistration(SERVICE_WORKER.scope)
      .then((found) => (found?.active ? found : navigator.serviceWorker.ready)),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no worker')), 10_000)),
  ]).catch(failing('failed-service-worker-registration'));
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) })
    .catch(failing('token-subscribe-failed'));
}

/**
 * Registers this browser for push (permission already granted): subscribes with the merchant's
 * VAPID key, exchanges the subscription for a registration token (renewed after 7 days or when
 * the subscription changed), subscribes it to the topic ALL and binds it to the signed-in member.
 */
export async function registerPush(vapidKey: string, now = Date.now()): Promise<string> {
  const sub = await subscription(vapidKey);
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys?.auth || !json.keys.p256dh) {
    throw new PushFailure('token-subscribe-no-token');
  }
  const web = { endpoint: json.endpoint, auth: json.keys.auth, p256dh: json.keys.p256dh };
  const kept = storedToken();
  let token: string;
  if (kept && kept.endpoint === web.endpoint && !tokenIsStale(now, kept.at)) {
    token = kept.token;
  } else if (kept) {
    token = await api
      .call(pushRegistrationUpdate, { body: { token: kept.token, web }, alert: false })
      .then(
        (value) => value.token,
        (error: unknown) => {
          // The server forgot it (expired): register afresh.
          if (isPushTokenUnknown(error)) {
            return api.call(pushRegister, { body: { web }, alert: false }).then((v) => v.token);
          }
          throw error;
        },
      )
      .catch(failing('token-update-failed'));
  } else {
    token = await api
      .call(pushRegister, { body: { web }, alert: false })
      .then((value) => value.token)
      .catch(failing('token-subscribe-failed'));
  }
  if (!token) throw new PushFailure('token-subscribe-no-token');
  keep({ token, at: kept?.token === token ? kept.at : now, endpoint: web.endpoint });
  await api
    .call(fcmSubscribe, {
      body: { registrationToken: token, topic: DEFAULTS.pushTopic },
      alert: false,
    })
    .catch(failing('token-subscribe-failed'));
  await bindPush();
  return token;
}

/** Binds the kept token to the signed-in member (after registering, and at each sign-in). */
export async function bindPush(): Promise<void> {
  const kept = storedToken();
  if (!kept || !session.get()) return;
  await api
    .call(fcmBind, { body: { registrationToken: kept.token }, alert: false })
    .catch(failing('token-subscribe-failed'));
}

/** Stops pushes to this browser: leaves its topics (or every subscription of the member) and forgets the token. */
export async function unregisterPush(all = false): Promise<void> {
  const kept = storedToken();
  if (!kept) return;
  try {
    await api.call(fcmUnsubscribe, {
      body: { registrationToken: kept.token, unsubscribeAll: all },
      alert: false,
    });
    await api.call(pushRegistrationDelete, { body: { token: kept.token }, alert: false });
  } catch {
    throw new PushFailure('token-unsubscribe-failed');
  }
  localStore.remove(PUSH_TOKEN_KEY);
}
