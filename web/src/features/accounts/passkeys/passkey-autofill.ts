import { useEffect, useRef, useState } from 'react';
import type { LoginValue } from '@lobby/contract';
import type { AutofillHandlers } from './passkey-browser';

/** Whether this browser offers passkeys in a field's autofill (WebAuthn conditional mediation). */
async function autofillAvailable(): Promise<boolean> {
  const credential = typeof window === 'undefined' ? undefined : window.PublicKeyCredential;
  if (typeof credential?.isConditionalMediationAvailable !== 'function') return false;
  return credential.isConditionalMediationAvailable().catch(() => false);
}

/** Runs once the page is idle (a short wait where the browser cannot tell); answers a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 300);
  return () => clearTimeout(id);
}

/**
 * Offers this host's passkeys in the username field's autofill where the browser can, and answers
 * whether it does (the field's autocomplete then ends in "webauthn"). The request starts once the
 * page is idle and loads @simplewebauthn/browser only then, so the form's first load does not
 * carry it and is never held up; it ends when the form goes.
 */
export function usePasskeyAutofill(handlers: {
  onSignedIn: (value: LoginValue) => void;
  onError: (error: unknown) => void;
}): boolean {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let ended = false;
    let stop: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    const forward: AutofillHandlers = {
      onSignedIn: (value) => latest.current.onSignedIn(value),
      onError: (error) => latest.current.onError(error),
    };
    void autofillAvailable().then((available) => {
      if (ended || !available) return;
      setOffered(true);
      cancelIdle = whenIdle(() => {
        import('./passkey-browser').then(
          (browser) => {
            if (!ended) stop = browser.offerPasskeyAutofill(forward);
          },
          // Offline or a new build: the explicit button still loads it (and says why).
          () => undefined,
        );
      });
    });
    return () => {
      ended = true;
      cancelIdle?.();
      stop?.();
    };
  }, []);
  return offered;
}
