import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lobby/contract';
import EN from '../locales/EN.json';
import { ApiError } from './api-client';
import { isCancelledPopup, isPopupBlocked, socialSignInNotice } from './error-catalogue-providers';
import { setLanguage } from './i18n';
import { PROVIDER_CODES, ProviderError, providerErrorOf } from './provider-errors';

beforeAll(() => setLanguage('EN'));

/** What Firebase's SDK throws: a FirebaseError with its code and message. */
const firebaseError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'FirebaseError', code });

describe('failures of sign-in with another account', () => {
  it('say nothing for a cancelled popup (a newer one replaced it), from the rules or from Firebase', () => {
    const ours = new ProviderError(PROVIDER_CODES.cancelledPopup);
    const theirs = firebaseError('auth/cancelled-popup-request', 'Firebase: Error.');
    for (const error of [ours, theirs]) {
      expect(isCancelledPopup(error)).toBe(true);
      expect(socialSignInNotice(error)).toBeNull();
    }
  });

  it("show Firebase's failure translated, then its Code: and Reason: lines", () => {
    const error = firebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).');
    expect(socialSignInNotice(error)).toBe(
      [
        EN['auth/unknown'],
        'Code: auth/internal-error',
        'Reason: Firebase: Error (auth/internal-error).',
      ].join('\n'),
    );
  });

  it('translate the closed and blocked popup by their own words', () => {
    const closed = socialSignInNotice(new ProviderError(PROVIDER_CODES.popupClosed))!;
    expect(closed.split('\n')).toEqual([
      EN['social.popupClosed'],
      'Code: auth/popup-closed-by-user',
      'Reason: auth/popup-closed-by-user',
    ]);
    const blocked = new ProviderError(PROVIDER_CODES.popupBlocked);
    expect(isPopupBlocked(blocked)).toBe(true);
    expect(socialSignInNotice(blocked)!.split('\n')[0]).toBe(EN['social.popupBlocked']);
  });

  it('say not_support_incognito alone in private browsing', () => {
    expect(socialSignInNotice(new ProviderError(PROVIDER_CODES.privateBrowsing))).toBe(
      EN.not_support_incognito,
    );
  });

  it("read a server's refusal as every call's, and take no other object for Firebase's", () => {
    const refusal = new ApiError('failure', ERROR_CODES.notSupported, 'off', 200);
    expect(socialSignInNotice(refusal)).not.toContain('Code:');
    expect(providerErrorOf({ code: 'not-auth', message: 'x' })).toBeUndefined();
    expect(providerErrorOf('auth/internal-error')).toBeUndefined();
  });
});
