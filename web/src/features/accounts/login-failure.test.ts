import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as accountSheet from '../../lib/account-sheet';
import { ApiError } from '../../lib/api-client';
import { setLanguage } from '../../lib/i18n';
import { handleLoginFailure } from './login-failure';

const failure = (errorCode: string, message = 'Server says no') =>
  new ApiError('failure', errorCode, message, 200);

beforeAll(() => setLanguage('EN'));
afterEach(() => {
  vi.restoreAllMocks();
  accountSheet.closeAccountSheet();
});

describe('a failed sign-in', () => {
  it('login_verify_required opens the two-factor step and leaves the form quiet', () => {
    const open = vi.spyOn(accountSheet, 'openAccountSheet');
    expect(handleLoginFailure(failure('login_verify_required'))).toEqual({
      message: '',
      captchaWrong: false,
    });
    expect(open).toHaveBeenCalledWith({ mode: 'twoFactor' });
  });

  it('a refused captcha answer is marked, for the captcha to say beside itself', () => {
    const open = vi.spyOn(accountSheet, 'openAccountSheet');
    expect(handleLoginFailure(failure('captcha.invalid')).captchaWrong).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('other failures are said on the form', () => {
    expect(handleLoginFailure(failure('login.cred.err'))).toEqual({
      message: 'Wrong username or password.',
      captchaWrong: false,
    });
    expect(handleLoginFailure(failure('some.server.code')).message).toBe('Server says no');
  });
});
