/** One-tap prompts this long after Google Identity Services is initialised (SPEC section 7). */
export const ONE_TAP_DELAY_MS = 500;
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services (its accounts id object) that one-tap uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** Loads Google's script once and answers its accounts id object. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    const ready = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    if (window.google?.accounts?.id) return ready();
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.addEventListener('load', ready, { once: true });
    script.addEventListener('error', () => reject(new Error('Google Identity Services failed')), {
      once: true,
    });
    document.head.append(script);
  });
}

/**
 * Google one-tap: Identity Services is initialised with the merchant's web client id and prompts
 * 500 ms later; a chosen account's Google ID token goes to `onCredential`. Answers a stop that
 * cancels a prompt not yet shown, or shown.
 */
export function startOneTap(options: {
  clientId: string;
  onCredential: (googleIdToken: string) => void;
  load?: () => Promise<GoogleIdentity>;
}): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let identity: GoogleIdentity | undefined;
  (options.load ?? loadGoogleIdentity)().then(
    (loaded) => {
      if (stopped) return;
      identity = loaded;
      loaded.initialize({
        client_id: options.clientId,
        callback: ({ credential }) => credential && options.onCredential(credential),
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
      });
      timer = setTimeout(() => loaded.prompt(), ONE_TAP_DELAY_MS);
    },
    // No one-tap is no loss: the Google button still works.
    () => undefined,
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
    identity?.cancel();
  };
}
