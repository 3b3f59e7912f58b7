import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../../test/index.js';
import { contentSecurityPolicy } from './security-headers.js';
import { firebaseOrigins, GOOGLE_ONE_TAP_ORIGIN, openerPolicy } from './firebase-origins.js';

const realFirebase = {
  provider: 'firebase' as const,
  projectId: 'lobby-test',
  apiKey: 'AIzaTestKey',
  authDomain: 'lobby-test.firebaseapp.com',
  googleWebClientId: '123-abc.apps.googleusercontent.com',
  jwksUrl: 'https://keys.example/jwks',
};

const merchantWith = (flags: Record<string, boolean>, firebase: object | undefined) => {
  const merchant = merchantFactory({ flags });
  Object.assign(merchant, { signIn: { autoRegister: false, firebase } });
  return merchant;
};

describe("a merchant's pages and the Firebase browser SDK", () => {
  it('let a real-Firebase merchant with Google on reach the SDK, its auth domain and one-tap, and keep the popup’s opener', () => {
    const merchant = merchantWith({ GOOGLELOGIN3: true }, realFirebase);
    const { thirdParties, frames } = firebaseOrigins(merchant);
    expect(thirdParties).toEqual(
      expect.arrayContaining(['https://identitytoolkit.googleapis.com', GOOGLE_ONE_TAP_ORIGIN]),
    );
    expect(frames).toEqual([
      'https://lobby-test.firebaseapp.com',
      'https://www.google.com',
      GOOGLE_ONE_TAP_ORIGIN,
    ]);
    expect(openerPolicy(merchant)).toBe('same-origin-allow-popups');
    expect(contentSecurityPolicy(thirdParties, frames)).toContain(
      'frame-src https://lobby-test.firebaseapp.com'.replace('frame-src ', "frame-src 'self' "),
    );
  });

  it('leave one-tap out where Google is off or no web client id is set', () => {
    const facebookOnly = merchantWith({ FACEBOOKLOGIN3: true }, realFirebase);
    expect(firebaseOrigins(facebookOnly).thirdParties).not.toContain(GOOGLE_ONE_TAP_ORIGIN);
    const noClient = merchantWith(
      { GOOGLELOGIN3: true },
      { ...realFirebase, googleWebClientId: '' },
    );
    expect(firebaseOrigins(noClient).frames).toEqual([
      'https://lobby-test.firebaseapp.com',
      'https://www.google.com',
    ]);
  });

  it('add nothing, and keep same-origin, for the local fake, flags off or no Firebase', () => {
    for (const merchant of [
      merchantWith({ GOOGLELOGIN3: true }, { provider: 'local' }),
      merchantWith({}, realFirebase),
      merchantWith({ GOOGLELOGIN3: true }, undefined),
    ]) {
      expect(firebaseOrigins(merchant)).toEqual({ thirdParties: [], frames: [] });
      expect(openerPolicy(merchant)).toBe('same-origin');
    }
    expect(openerPolicy(null)).toBe('same-origin');
  });
});
