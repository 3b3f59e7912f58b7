import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuth from 'firebase/auth';
import { isSecondFactorRequired } from '../../../lib/error-catalogue-providers';
import { phoneFactorRequest } from './mfa-session';

/** The Firebase channels a popup or redirect signs in with. */
export type PopupChannel = 'google' | 'facebook' | 'twitter';

/** The merchant's Firebase web app (signInMethods): public values. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** The parts of the modular SDK this adapter uses; tests pass the real ones or stand-ins. */
export interface FirebaseSdk {
  app: Pick<typeof FirebaseApp, 'initializeApp' | 'getApps'>;
  auth: Pick<
    typeof FirebaseAuth,
    | 'getAuth'
    | 'connectAuthEmulator'
    | 'signInWithPopup'
    | 'signInWithRedirect'
    | 'getRedirectResult'
    | 'signInWithCredential'
    | 'signOut'
    | 'GoogleAuthProvider'
    | 'FacebookAuthProvider'
    | 'TwitterAuthProvider'
    | 'getMultiFactorResolver'
    | 'PhoneAuthProvider'
    | 'PhoneMultiFactorGenerator'
    | 'RecaptchaVerifier'
  >;
}

export interface FirebaseSignInOptions {
  /** Points the SDK at an Auth emulator (tests drive it against a local fake). */
  emulatorUrl?: string;
  /** Asks the member for the code texted to their second factor's (masked) number. */
  askCode?: (phoneNumber: string) => Promise<string>;
}

/** reCAPTCHA's invisible check before a code is texted needs an element to sit in. */
function recaptchaContainer(): HTMLElement {
  const existing = document.getElementById('lobby-recaptcha');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'lobby-recaptcha';
  document.body.append(element);
  return element;
}

/** What signing in with Firebase hands the server: the Firebase ID token, by channel. */
export interface FirebaseSignIn {
  popup(channel: PopupChannel): Promise<string>;
  redirect(channel: PopupChannel): Promise<void>;
  /** The redirect flow's result on the page it came back to, else undefined. */
  redirectResult(): Promise<{ channel: PopupChannel; idToken: string } | undefined>;
  /** A Google ID token (one-tap) exchanged for a Firebase one. */
  googleCredential(googleIdToken: string): Promise<string>;
}

/**
 * Firebase Auth set up with the merchant's web config (one app per project). The member's session
 * is Lobby's, so Firebase's own sign-in ends as soon as its ID token is taken. A member with a
 * texted second factor in Firebase completes it in a multi-factor session of type signin.
 */
export function firebaseSignIn(
  config: FirebaseWebConfig,
  sdk: FirebaseSdk,
  options: FirebaseSignInOptions = {},
): FirebaseSignIn {
  const { emulatorUrl, askCode } = options;
  const name = `lobby-${config.projectId}`;
  const existing = sdk.app.getApps().find((candidate) => candidate.name === name);
  const app = existing ?? sdk.app.initializeApp(config, name);
  const auth = sdk.auth.getAuth(app);
  if (emulatorUrl && !existing) {
    sdk.auth.connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  }
  const channelOf = (providerId: string | null): PopupChannel | undefined => {
    if (providerId === sdk.auth.GoogleAuthProvider.PROVIDER_ID) return 'google';
    if (providerId === sdk.auth.FacebookAuthProvider.PROVIDER_ID) return 'facebook';
    if (providerId === sdk.auth.TwitterAuthProvider.PROVIDER_ID) return 'twitter';
    return undefined;
  };
  const providerOf = (channel: PopupChannel) => {
    if (channel === 'facebook') return new sdk.auth.FacebookAuthProvider();
    if (channel === 'twitter') return new sdk.auth.TwitterAuthProvider();
    return new sdk.auth.GoogleAuthProvider();
  };
  const secondFactor = async (error: FirebaseAuth.MultiFactorError) => {
    const resolver = sdk.auth.getMultiFactorResolver(auth, error);
    const hint = resolver.hints.find(
      (candidate) => candidate.factorId === sdk.auth.PhoneMultiFactorGenerator.FACTOR_ID,
    ) as FirebaseAuth.PhoneMultiFactorInfo | undefined;
    const request = phoneFactorRequest('signin', resolver.session, { hint });
    const verifier = new sdk.auth.RecaptchaVerifier(auth, recaptchaContainer(), {
      size: 'invisible',
    });
    try {
      const verificationId = await new sdk.auth.PhoneAuthProvider(auth).verifyPhoneNumber(
        request,
        verifier,
      );
      const code = await askCode!(hint!.phoneNumber);
      const credential = sdk.auth.PhoneAuthProvider.credential(verificationId, code);
      return await resolver.resolveSignIn(sdk.auth.PhoneMultiFactorGenerator.assertion(credential));
    } finally {
      verifier.clear();
    }
  };
  /** The member's Firebase ID token once signed in, a second factor completed where asked. */
  const idTokenOf = async (signIn: () => Promise<FirebaseAuth.UserCredential>) => {
    let credential: FirebaseAuth.UserCredential;
    try {
      credential = await signIn();
    } catch (error) {
      if (!askCode || !isSecondFactorRequired(error)) throw error;
      credential = await secondFactor(error as FirebaseAuth.MultiFactorError);
    }
    const idToken = await credential.user.getIdToken();
    await sdk.auth.signOut(auth);
    return idToken;
  };
  return {
    popup: (channel) => idTokenOf(() => sdk.auth.signInWithPopup(auth, providerOf(channel))),
    redirect: (channel) => sdk.auth.signInWithRedirect(auth, providerOf(channel)),
    redirectResult: async () => {
      const credential = await sdk.auth.getRedirectResult(auth);
      const channel = credential ? channelOf(credential.providerId) : undefined;
      if (!credential || !channel) return undefined;
      return { channel, idToken: await idTokenOf(async () => credential) };
    },
    googleCredential: (googleIdToken) =>
      idTokenOf(() =>
        sdk.auth.signInWithCredential(auth, sdk.auth.GoogleAuthProvider.credential(googleIdToken)),
      ),
  };
}

/** The SDK as a lazy chunk of its own: loaded only for a merchant on real Firebase. */
export async function loadFirebaseSignIn(
  config: FirebaseWebConfig,
  options: FirebaseSignInOptions,
): Promise<FirebaseSignIn> {
  const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return firebaseSignIn(config, { app, auth }, options);
}
