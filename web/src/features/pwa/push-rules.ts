import { LIMITS, type PushError } from '@lobby/contract';
import { t } from '../../lib/i18n';

/** What push needs of the browser (SPEC section 5): a service worker, push manager, notification and fetch. */
export function pushSupportError(scope: {
  navigator?: object;
  PushManager?: unknown;
  Notification?: unknown;
  fetch?: unknown;
}): PushError | null {
  const supported =
    !!scope.navigator &&
    'serviceWorker' in scope.navigator &&
    !!scope.PushManager &&
    !!scope.Notification &&
    !!scope.fetch;
  return supported ? null : 'unsupported-browser';
}

/** The permission modal shows at most once a day (SPEC sections 4 and 9). */
export function mayPromptNow(nowMs: number, lastPromptMs: number | null): boolean {
  return lastPromptMs === null || nowMs - lastPromptMs >= LIMITS.pushPromptPerMs;
}

/** A registration token is renewed once it is 7 days old. */
export function tokenIsStale(nowMs: number, registeredMs: number): boolean {
  return nowMs - registeredMs >= LIMITS.pushTokenRefreshMs;
}

/** The player's words for each push error of SPEC section 8: what they can do about it. */
export function pushErrorMessage(error: PushError): string {
  switch (error) {
    case 'permission-blocked':
      return t('push.error.blocked');
    case 'unsupported-browser':
    case 'indexed-db-unsupported':
      return t('push.error.unsupported');
    case 'failed-service-worker-registration':
      return t('push.error.worker');
    case 'token-subscribe-failed':
    case 'token-subscribe-no-token':
    case 'token-update-failed':
    case 'token-unsubscribe-failed':
      return t('push.error.failed');
  }
}

/** A push step that failed, named as SPEC section 8 names it. */
export class PushFailure extends Error {
  constructor(readonly code: PushError) {
    super(code);
  }
}
