import { describe, expect, it, vi } from 'vitest';
import { PROVIDER_CODES, type ProviderError } from '../../../lib/provider-errors';
import { firebaseSignIn, type FirebaseSdk } from './firebase-sign-in';

/** The SDK stood in for: a popup sign-in that asks for a texted second factor. */
function sdkAskingForSecondFactor(hints: { factorId: string; uid: string; phoneNumber: string }[]) {
  const session = { kind: 'signin-session' };
  const resolveSignIn = vi.fn(async () => ({
    user: { getIdToken: async () => 'firebase-token-after-second-factor' },
  }));
  const verifyPhoneNumber = vi.fn(async () => 'verification-1');
  const clear = vi.fn();
  class PhoneAuthProvider {
    static credential = vi.fn((id: string, code: string) => ({ id, code }));
    verifyPhoneNumber = verifyPhoneNumber;
  }
  class Google {
    static PROVIDER_ID = 'google.com';
  }
  const sdk = {
    app: { getApps: () => [], initializeApp: () => ({ name: 'app' }) },
    auth: {
      getAuth: () => ({}),
      connectAuthEmulator: vi.fn(),
      signInWithPopup: vi.fn(async () => {
        throw Object.assign(new Error('Firebase: Error (auth/multi-factor-auth-required).'), {
          code: 'auth/multi-factor-auth-required',
        });
      }),
      signOut: vi.fn(async () => undefined),
      getMultiFactorResolver: vi.fn(() => ({ hints, session, resolveSignIn })),
      PhoneAuthProvider,
      PhoneMultiFactorGenerator: {
        FACTOR_ID: 'phone',
        assertion: vi.fn((credential: object) => ({ assertion: credential })),
      },
      RecaptchaVerifier: vi.fn(function RecaptchaVerifier() {
        return { clear };
      }),
      GoogleAuthProvider: Google,
      FacebookAuthProvider: Google,
      TwitterAuthProvider: Google,
    },
  };
  return { sdk: sdk as unknown as FirebaseSdk, verifyPhoneNumber, resolveSignIn, clear, session };
}

const config = { apiKey: 'k', authDomain: 'd.firebaseapp.com', projectId: 'mfa-1' };

describe("Firebase sign-in with the member's texted second factor", () => {
  it('completes a signin session for the phone factor with the code the member types', async () => {
    const hint = { factorId: 'phone', uid: 'factor-1', phoneNumber: '+63•••••0000' };
    const stand = sdkAskingForSecondFactor([hint]);
    const askCode = vi.fn(async () => '123456');
    const signIn = firebaseSignIn(config, stand.sdk, { askCode });
    await expect(signIn.popup('google')).resolves.toBe('firebase-token-after-second-factor');
    expect(stand.verifyPhoneNumber).toHaveBeenCalledWith(
      { session: stand.session, multiFactorHint: hint },
      expect.anything(),
    );
    expect(askCode).toHaveBeenCalledWith('+63•••••0000');
    expect(stand.resolveSignIn).toHaveBeenCalledWith({
      assertion: { id: 'verification-1', code: '123456' },
    });
    expect(stand.clear).toHaveBeenCalled();
  });

  it('cannot go on without a phone factor (missing-multi-factor-info), and never texts', async () => {
    const stand = sdkAskingForSecondFactor([{ factorId: 'totp', uid: 't-1', phoneNumber: '' }]);
    const signIn = firebaseSignIn(config, stand.sdk, { askCode: async () => '1' });
    const failure = (await signIn.popup('google').catch((error) => error)) as ProviderError;
    expect(failure.providerCode).toBe(PROVIDER_CODES.missingMfaInfo);
    expect(stand.verifyPhoneNumber).not.toHaveBeenCalled();
  });
});
