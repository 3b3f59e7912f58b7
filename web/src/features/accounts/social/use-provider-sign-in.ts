import { offersSocialSignIn } from '@lobby/contract';
import { useEffect, useRef, useState } from 'react';
import { PROVIDER_CODES, ProviderError } from '../../../lib/provider-errors';
import { isPopupBlocked } from '../../../lib/error-catalogue-providers';
import { currentLanguage } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { throughBrowserRules } from './browser-rules';
import { loadFirebaseSignIn, type FirebaseSignIn, type PopupChannel } from './firebase-sign-in';
import { localPopupSubject } from './local-popup';
import { startOneTap } from './one-tap';
import { checkPrivateBrowsingEarly } from './private-browsing';
import type { CodeAsk } from './SecondFactorPrompt';
import {
  localProof,
  SOCIAL_WAYS,
  startLineRedirect,
  useSignInMethods,
  type SocialProof,
  type SocialWay,
} from './social-sign-in';

const firebaseWay = (channel: PopupChannel) =>
  SOCIAL_WAYS.find((candidate) => candidate.way === channel)!;

/**
 * The ways' providers behind the buttons: the offline fake's window, the Firebase SDK (loaded as
 * its own chunk only for a merchant on real Firebase, which also resumes a redirect and starts
 * one-tap) and Line's redirect. Every start goes through the browser rules; a proof goes to
 * `onProof`, a failure to `onError`.
 */
export function useProviderSignIn(
  onProof: (proof: SocialProof) => void,
  onError: (error: unknown) => void,
) {
  const flags = useMerchant().flags ?? {};
  const methods = useSignInMethods().data;
  const firebaseConfig = methods?.firebase && !methods.firebase.local ? methods.firebase : null;
  const firebase = useRef<Promise<FirebaseSignIn> | undefined>(undefined);
  const handlers = useRef({ onProof, onError });
  handlers.current = { onProof, onError };
  const [codeAsk, setCodeAsk] = useState<CodeAsk | null>(null);
  // A member's texted second factor in Firebase: the prompt answers, or cancelling says nothing.
  const askCode = (phoneNumber: string) =>
    new Promise<string>((resolve, reject) =>
      setCodeAsk({
        phoneNumber,
        answer: (code) => {
          setCodeAsk(null);
          resolve(code);
        },
        cancel: () => {
          setCodeAsk(null);
          reject(new ProviderError(PROVIDER_CODES.cancelledPopup));
        },
      }),
    );

  /** A start through the browser rules; a blocked popup falls back to `onBlocked` where given. */
  const run = (
    work: (signal: AbortSignal) => Promise<SocialProof>,
    onBlocked?: () => Promise<void>,
  ) =>
    throughBrowserRules(work).then(handlers.current.onProof, (error: unknown) => {
      if (onBlocked && isPopupBlocked(error)) return onBlocked().catch(handlers.current.onError);
      handlers.current.onError(error);
    });

  // The private-browsing check takes a moment: it starts with the section, before any click.
  useEffect(() => {
    if (methods) void checkPrivateBrowsingEarly();
  }, [methods]);

  const oneTapClient =
    offersSocialSignIn(flags, 'google') && firebaseConfig?.googleWebClientId
      ? firebaseConfig.googleWebClientId
      : '';
  useEffect(() => {
    if (!firebaseConfig) return;
    const loading = loadFirebaseSignIn(firebaseConfig, { askCode });
    firebase.current = loading;
    let stopOneTap: (() => void) | undefined;
    let stopped = false;
    loading.then(
      (sdk) => {
        if (stopped) return;
        // The redirect flow resumes on load (SPEC section 4).
        sdk.redirectResult().then(
          (result) =>
            result &&
            handlers.current.onProof({ way: firebaseWay(result.channel), proof: result.idToken }),
          (error: unknown) => handlers.current.onError(error),
        );
        if (oneTapClient) {
          stopOneTap = startOneTap({
            clientId: oneTapClient,
            onCredential: (googleIdToken) =>
              void run(async () => ({
                way: firebaseWay('google'),
                proof: await sdk.googleCredential(googleIdToken),
              })),
          });
        }
      },
      (error: unknown) => handlers.current.onError(error),
    );
    return () => {
      stopped = true;
      stopOneTap?.();
    };
    // The config is the merchant's, fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firebaseConfig?.projectId, oneTapClient]);

  const start = (way: SocialWay) => {
    const provider = methods?.[way.provider];
    if (!provider) return;
    if (provider.local) {
      void run(async (signal) =>
        localProof(way, await localPopupSubject(way.way, currentLanguage(), signal)),
      );
    } else if (way.provider === 'firebase' && firebase.current) {
      const loading = firebase.current;
      // A blocked popup becomes the redirect flow, which resumes on the page's next load.
      void run(
        async () => ({ way, proof: await (await loading).popup(way.channel) }),
        async () => (await loading).redirect(way.channel),
      );
    } else if (way.provider === 'line' && methods?.line) {
      const { channelId } = methods.line;
      void throughBrowserRules(async () => startLineRedirect(channelId)).catch(
        handlers.current.onError,
      );
    }
  };
  return { start, codeAsk };
}
