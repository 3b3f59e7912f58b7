import {
  LOCAL_IDENTITY_MESSAGE,
  LOCAL_IDENTITY_POPUP_PATH,
  LOCAL_IDENTITY_SUBJECT,
  type SocialSignInWay,
} from '@lobby/contract';
import { POPUP_FEATURES, popupAnswer } from './sign-in-popups';

interface LocalIdentityMessage {
  kind?: unknown;
  state?: unknown;
  subject?: unknown;
}

/**
 * The offline fake provider's sign-in window (a demo merchant's): opened as a provider's popup,
 * it answers the account name typed there. Only a message of this origin, from this window, with
 * this attempt's state counts.
 */
export function localPopupSubject(
  way: SocialSignInWay,
  language: string,
  signal: AbortSignal,
): Promise<string> {
  const state = crypto.randomUUID();
  const query = new URLSearchParams({ way, state, lang: language });
  const popup = window.open(
    `${LOCAL_IDENTITY_POPUP_PATH}?${query}`,
    `lobby-sign-in-${state}`,
    POPUP_FEATURES,
  );
  return popupAnswer<string>(
    popup,
    (deliver) => {
      const onMessage = (event: MessageEvent<LocalIdentityMessage>) => {
        if (event.origin !== window.location.origin || event.source !== popup) return;
        const { kind, state: echoed, subject } = event.data ?? {};
        if (kind !== LOCAL_IDENTITY_MESSAGE || echoed !== state) return;
        if (typeof subject === 'string' && LOCAL_IDENTITY_SUBJECT.test(subject)) deliver(subject);
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
    signal,
  );
}
