// @vitest-environment node
// The real SDK (its Node build) against a local fake of the Auth emulator's REST protocol.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firebaseSignIn, type FirebaseSdk } from './firebase-sign-in';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token shaped as Firebase's (the SDK reads its times; the server checks it). */
const fakeIdToken = (subject: string) => {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none' })}.${base64url({ sub: subject, iat: now, exp: now + 3600, auth_time: now })}.sig`;
};

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
};

describe('Firebase sign-in through the real SDK, against a local Auth emulator fake', () => {
  let server: Server;
  let url = '';
  const seen: { path: string; key: string | null; body: Record<string, unknown> }[] = [];
  const firebaseToken = fakeIdToken('firebase-uid-1');

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const address = new URL(request.url ?? '/', 'http://fake');
        seen.push({ path: address.pathname, key: address.searchParams.get('key'), body });
        response.setHeader('content-type', 'application/json');
        response.setHeader('access-control-allow-origin', '*');
        if (address.pathname.endsWith('/accounts:signInWithIdp')) {
          response.end(
            JSON.stringify({
              idToken: firebaseToken,
              refreshToken: 'refresh-1',
              expiresIn: '3600',
              localId: 'firebase-uid-1',
              providerId: 'google.com',
              federatedId: 'https://accounts.google.com/google-subject',
              kind: 'identitytoolkit#VerifyAssertionResponse',
            }),
          );
        } else if (address.pathname.endsWith('/accounts:lookup')) {
          response.end(
            JSON.stringify({
              users: [
                { localId: 'firebase-uid-1', providerUserInfo: [{ providerId: 'google.com' }] },
              ],
            }),
          );
        } else {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: { code: 400, message: 'UNEXPECTED' } }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("exchanges one-tap's Google ID token at signInWithIdp and answers Firebase's ID token", async () => {
    const signIn = firebaseSignIn(
      { apiKey: 'test-api-key', authDomain: 'lobby-test.firebaseapp.com', projectId: 'lobby-test' },
      { app: firebaseApp, auth: firebaseAuth },
      { emulatorUrl: url },
    );
    await expect(signIn.googleCredential('google-id-token')).resolves.toBe(firebaseToken);
    const exchange = seen.find((call) => call.path.endsWith('/accounts:signInWithIdp'))!;
    expect(exchange.path).toBe('/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp');
    expect(exchange.key).toBe('test-api-key');
    expect(String(exchange.body.postBody)).toContain('id_token=google-id-token');
    expect(String(exchange.body.postBody)).toContain('providerId=google.com');
    // Firebase's own sign-in ends once its token is taken: the member's session is Lobby's.
    const auth = firebaseAuth.getAuth(firebaseApp.getApp('lobby-lobby-test'));
    expect(auth.currentUser).toBeNull();
  });
});

describe('Firebase sign-in by popup and redirect (the SDK stood in for)', () => {
  const credential = (providerId: string, idToken: string) => ({
    providerId,
    user: { getIdToken: vi.fn(async () => idToken) },
  });
  const stand = () => {
    const auth = { name: 'auth' };
    class Provider {
      static PROVIDER_ID = '';
      constructor(readonly id = (this.constructor as typeof Provider).PROVIDER_ID) {}
    }
    class Google extends Provider {
      static override PROVIDER_ID = 'google.com';
    }
    class Facebook extends Provider {
      static override PROVIDER_ID = 'facebook.com';
    }
    class Twitter extends Provider {
      static override PROVIDER_ID = 'twitter.com';
    }
    const sdk = {
      app: { getApps: () => [], initializeApp: vi.fn(() => ({ name: 'app' })) },
      auth: {
        getAuth: () => auth,
        connectAuthEmulator: vi.fn(),
        signInWithPopup: vi.fn(async (_auth: unknown, provider: Provider) =>
          credential(provider.id, `token-by-${provider.id}`),
        ),
        signInWithRedirect: vi.fn(async () => undefined),
        getRedirectResult: vi.fn(async () => credential('facebook.com', 'redirect-token')),
        signInWithCredential: vi.fn(),
        signOut: vi.fn(async () => undefined),
        GoogleAuthProvider: Google,
        FacebookAuthProvider: Facebook,
        TwitterAuthProvider: Twitter,
      },
    };
    return sdk;
  };
  const config = { apiKey: 'k', authDomain: 'd.firebaseapp.com', projectId: 'p-1' };

  it("signs in by each channel's provider in a popup, then ends Firebase's own sign-in", async () => {
    const sdk = stand();
    const signIn = firebaseSignIn(config, sdk as unknown as FirebaseSdk);
    await expect(signIn.popup('twitter')).resolves.toBe('token-by-twitter.com');
    await expect(signIn.popup('google')).resolves.toBe('token-by-google.com');
    expect(sdk.auth.signOut).toHaveBeenCalledTimes(2);
    expect(sdk.app.initializeApp).toHaveBeenCalledWith(config, 'lobby-p-1');
    expect(sdk.auth.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('resumes the redirect flow on load with its channel, and answers nothing when there was none', async () => {
    const sdk = stand();
    const signIn = firebaseSignIn(config, sdk as unknown as FirebaseSdk);
    await expect(signIn.redirectResult()).resolves.toEqual({
      channel: 'facebook',
      idToken: 'redirect-token',
    });
    sdk.auth.getRedirectResult.mockResolvedValueOnce(null as never);
    await expect(signIn.redirectResult()).resolves.toBeUndefined();
    await signIn.redirect('google');
    expect(sdk.auth.signInWithRedirect).toHaveBeenCalled();
  });
});
