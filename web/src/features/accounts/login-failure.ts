import { ERROR_CODES as E, SPEC_ERROR_CODES } from '@lobby/contract';
import { openAccountSheet } from '../../lib/account-sheet';
import { errorCodeOf, failureMessage } from './errors';

export interface LoginFailure {
  /** What the form says above its fields; empty when another screen took over. */
  message: string;
  /** The captcha answer itself was refused (shown beside the captcha). */
  captchaWrong: boolean;
}

/**
 * A failed sign-in: login_verify_required opens the two-factor step (SPEC section 4); anything
 * else is said on the form.
 */
export function handleLoginFailure(error: unknown): LoginFailure {
  const code = errorCodeOf(error);
  if (code === SPEC_ERROR_CODES.loginVerifyRequired) {
    openAccountSheet({ mode: 'twoFactor' });
    return { message: '', captchaWrong: false };
  }
  return { message: failureMessage(error), captchaWrong: code === E.captchaInvalid };
}
