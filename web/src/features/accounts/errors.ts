import { ERROR_CODES as E, isSilentErrorCode, MESSAGE_KEYS } from '@lobby/contract';
import { ApiError } from '../../lib/api-client';
import { t } from '../../lib/i18n';

/** Account error codes the forms put in the player's language; others show the server message. */
const CODE_MESSAGES: Record<string, string> = {
  [E.loginCredErr]: 'accountError.credentials',
  [E.usernameExists]: 'accountError.usernameExists',
  [E.mobileExists]: 'accountError.mobileExists',
  [E.passwordTooCommon]: 'accountError.passwordTooCommon',
  [E.passwordHasUsername]: 'validation.passwordHasUsername',
  [E.passwordHasMerchant]: 'validation.passwordHasMerchant',
  [E.passwordSame]: 'accountError.passwordSame',
  [E.passwordDefaultLocked]: 'accountError.passwordDefaultLocked',
  [E.registerMethodDisabled]: 'accountError.methodDisabled',
  [E.captchaRequired]: MESSAGE_KEYS.verifyFirst,
  [E.captchaInvalid]: MESSAGE_KEYS.verifyFirst,
};

/** The message key of a known account error code. */
export const knownMessageKey = (errorCode: string): string | undefined => CODE_MESSAGES[errorCode];

/** The error code of a failed call, or '' when it never reached the server. */
export const errorCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.errorCode : '';

/**
 * What a form says about a failed call. The forms call with alert: false and show this
 * themselves, so the error catalogue's dialog never repeats it.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t(MESSAGE_KEYS.unknownError);
  const known = CODE_MESSAGES[error.errorCode];
  if (known) return t(known);
  // The catalogue stays silent on rate limits; a form must still say why nothing happened.
  if (isSilentErrorCode(error.errorCode)) return t('accountError.tooMany');
  if (error.kind === 'network') return t('error.network');
  if (error.kind === 'timeout') return t(MESSAGE_KEYS.timeoutRetryPlease);
  if (error.kind === 'invalid') return t(error.message);
  return error.message || t(MESSAGE_KEYS.unknownError);
}
