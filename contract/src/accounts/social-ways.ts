import type { IdentityProvider, SocialSignInWay } from './social-sign-in.js';

// Only the login page's lazy social chunk and the server need these, so they stay in a module of
// their own, out of the first load's shared contract code.

/** The name each way is shown by: a brand, the same in every language. */
export const SOCIAL_WAY_LABELS = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  line: 'LINE',
  telegram: 'Telegram',
} as const satisfies Record<SocialSignInWay, string>;

/** The provider behind each way: Google, Facebook and X through Firebase. */
export const SOCIAL_WAY_PROVIDERS = {
  google: 'firebase',
  facebook: 'firebase',
  twitter: 'firebase',
  line: 'line',
  telegram: 'telegram',
} as const satisfies Record<SocialSignInWay, IdentityProvider>;

/**
 * The offline fake provider's sign-in window (demo merchants only), opened as a provider's popup
 * is: `?way=&state=&lang=`. It posts `{ kind: LOCAL_IDENTITY_MESSAGE, state, subject }` to its
 * opener (same origin) and closes; the opener asks localIdentityProof for the subject's proof.
 */
export const LOCAL_IDENTITY_POPUP_PATH = '/wps/session/localIdentity/popup';
export const LOCAL_IDENTITY_MESSAGE = 'lobby:local-identity';

/** An account name the offline fake signs in as. */
export const LOCAL_IDENTITY_SUBJECT = /^[A-Za-z0-9_.-]{1,64}$/;
