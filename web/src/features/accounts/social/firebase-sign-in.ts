import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuth from 'firebase/auth';

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
  >;
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
 * is Lobby's, so Firebase's own sign-in ends as soon as its ID token is taken. `emulatorUrl` points
 * the SDK at an Auth emulator (tests drive it against a local fake).
 */
export function firebaseSignIn(
  config: FirebaseWebConfig,
  sdk: FirebaseSdk,
  emulatorUrl?: string,
): FirebaseSignIn {
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
  const idTokenOf = async (credential: FirebaseAuth.UserCredential) => {
    const idToken = await credential.user.getIdToken();
    await sdk.auth.signOut(auth);
    return idToken;
  };
  return {
    popup: async (channel) => idTokenOf(await sdk.auth.signInWithPopup(auth, providerOf(channel))),
    redirect: (channel) => sdk.auth.signInWithRedirect(auth, providerOf(channel)),
    redirectResult: async () => {
      const credential = await sdk.auth.getRedirectResult(auth);
      const channel = credential ? channelOf(credential.providerId) : undefined;
      if (!credential || !channel) return undefined;
      return { channel, idToken: await idTokenOf(credential) };
    },
    googleCredential: async (googleIdToken) =>
      idTokenOf(
        await sdk.auth.signInWithCredential(
          auth,
          sdk.auth.GoogleAuthProvider.credential(googleIdToken),
        ),
      ),
  };
}

/** The SDK as a lazy chunk of its own: loaded only for a merchant on real Firebase. */
export async function loadFirebaseSignIn(config: FirebaseWebConfig): Promise<FirebaseSignIn> {
  const [app, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  return firebaseSignIn(config, { app, auth });
}
