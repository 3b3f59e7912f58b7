import { PROVIDER_CODES, ProviderError } from '../../../lib/provider-errors';

/** How often an open sign-in popup is checked for closure (Firebase polls every 2 s to 10 s). */
export const POPUP_POLL_MS = 2_000;
/** How long a closed popup's answer is waited for before popup-closed-by-user (as Firebase). */
export const POPUP_CLOSED_GRACE_MS = 8_000;
/** The sign-in popup's size (SPEC section 9). */
export const POPUP_FEATURES = 'popup,width=500,height=600';

let current: AbortController | undefined;

/**
 * One sign-in popup at a time (SPEC section 4): starting one cancels the one before, whose attempt
 * fails at once with auth/cancelled-popup-request (which nobody is shown). `run` gets the signal
 * that says it was cancelled, to close its window and stop listening.
 */
export function oneSignInPopup<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  current?.abort(new ProviderError(PROVIDER_CODES.cancelledPopup));
  const attempt = new AbortController();
  current = attempt;
  const cancelled = new Promise<never>((_, reject) =>
    attempt.signal.addEventListener('abort', () => reject(attempt.signal.reason as Error), {
      once: true,
    }),
  );
  return Promise.race([run(attempt.signal), cancelled]).finally(() => {
    if (current === attempt) current = undefined;
  });
}

/**
 * The answer of a sign-in popup: what `listen` delivers. Its closure is polled; once it is closed
 * with no answer, the answer still has 8 s to arrive before popup-closed-by-user. No window (a
 * blocker refused it) is popup-blocked. A cancelled attempt closes its window.
 */
export function popupAnswer<T>(
  popup: Window | null,
  listen: (deliver: (answer: T) => void) => () => void,
  signal: AbortSignal,
): Promise<T> {
  if (!popup) return Promise.reject(new ProviderError(PROVIDER_CODES.popupBlocked));
  return new Promise<T>((resolve, reject) => {
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearInterval(pollTimer);
      clearTimeout(graceTimer);
      unlisten();
      signal.removeEventListener('abort', onAbort);
    };
    const unlisten = listen((answer) => {
      stop();
      resolve(answer);
    });
    const onAbort = () => {
      stop();
      if (!popup.closed) popup.close();
      reject(signal.reason as Error);
    };
    const pollTimer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(pollTimer);
      graceTimer = setTimeout(() => {
        stop();
        reject(new ProviderError(PROVIDER_CODES.popupClosed));
      }, POPUP_CLOSED_GRACE_MS);
    }, POPUP_POLL_MS);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
