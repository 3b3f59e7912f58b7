import { useEffect } from 'react';
import { LIMITS, MESSAGE_KEYS, PAGE_PATHS } from '@lobby/contract';
import { openDialog, showToast } from '../../lib/dialogs';
import { t } from '../../lib/i18n';
import { currentMerchant } from '../../lib/merchant';
import { session } from '../../lib/session';
import { localStore } from '../../lib/storage';
import { afterEarlierPrompts, claimVisitPrompt } from '../../lib/visit-prompt';
import { bindPush, registerPush } from './push-registration';
import { mayPromptNow, pushErrorMessage, pushSupportError, PushFailure } from './push-rules';

/** When the permission modal last showed (ms), kept so it shows at most once a day. */
export const PUSH_PROMPT_KEY = 'lobby:pushPromptAt';
const TOAST_MS = 4000;
/** How long after load the permission modal waits, so the install sheet may hold the visit first. */
const PUSH_PROMPT_DELAY_MS = 5000;

function lastPrompt(): number | null {
  const value = Number(localStore.get(PUSH_PROMPT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Asked on home only, never over a form, once a day, and only while no other prompt holds the visit. */
function mayAskHere(): boolean {
  return (
    window.location.pathname === PAGE_PATHS.home &&
    mayPromptNow(Date.now(), lastPrompt()) &&
    claimVisitPrompt('pushPrompt')
  );
}

/** Registers 10 s after permission (SPEC section 9); a failure is shown where it can be acted on. */
function registerLater(vapidKey: string, show: boolean): () => void {
  const timer = setTimeout(() => {
    registerPush(vapidKey).catch((error: unknown) => {
      if (show && error instanceof PushFailure) showToast(pushErrorMessage(error.code), TOAST_MS);
    });
  }, LIMITS.pushRegistrationDelayMs);
  return () => clearTimeout(timer);
}

/**
 * Web push of SPEC section 4, started after the page has loaded (PwaHost): with permission
 * granted it registers (and renews a 7-day-old token) after 10 s; otherwise, at most once a day,
 * the permission modal. Allow on 'default' asks the browser and respects any answer but granted;
 * Allow on 'denied' closes with the tip of how to turn notifications on.
 */
export default function PushHost() {
  useEffect(() => {
    const vapidKey = currentMerchant.get().vapidKey;
    if (!vapidKey || pushSupportError(window) !== null) return;
    const cancels: (() => void)[] = [];
    // A member who signs in later gets this browser's pushes too.
    cancels.push(
      session.subscribe(() => {
        if (session.get()) void bindPush().catch(() => {});
      }),
    );
    if (Notification.permission === 'granted') {
      cancels.push(registerLater(vapidKey, false));
    } else {
      // The install sheet goes first: 5 s in, the modal waits until the sheet has decided whether
      // it shows (its install event may take longer on a slow phone); the download popup waits 20 s.
      const ask = () => {
        if (!mayAskHere()) return;
        localStore.set(PUSH_PROMPT_KEY, String(Date.now()));
        openDialog({
          kind: 'confirm',
          title: t('push.prompt.title'),
          message: t(MESSAGE_KEYS.notificationRequestTips),
          confirmLabel: t('push.prompt.allow'),
          cancelLabel: t('push.prompt.later'),
          onConfirm: () => {
            if (Notification.permission === 'denied') {
              openDialog({
                kind: 'notice',
                title: pushErrorMessage('permission-blocked'),
                message: t(MESSAGE_KEYS.notificationRequestTips),
              });
              return;
            }
            void Notification.requestPermission().then((answer) => {
              if (answer === 'granted') cancels.push(registerLater(vapidKey, true));
            });
          },
        });
      };
      let stopped = false;
      cancels.push(() => (stopped = true));
      const timer = setTimeout(() => {
        void afterEarlierPrompts('pushPrompt').then(() => {
          if (!stopped) ask();
        });
      }, PUSH_PROMPT_DELAY_MS);
      cancels.push(() => clearTimeout(timer));
    }
    return () => cancels.forEach((cancel) => cancel());
  }, []);
  return null;
}
