import { ERROR_CODES as E } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** The one answer to a wrong first factor, whether or not the account exists. */
export const credentialsError = () =>
  new AppError(200, E.loginCredErr, 'Wrong username or password');

export const lockedError = (merchant: MerchantConfig) =>
  new AppError(
    200,
    E.accountLocked,
    `Too many tries: this account is locked for up to ${merchant.accounts.lockoutMinutes} minutes. Wait, or reset your password.`,
  );

/** An operator locked the account (told only after every factor is proven): who can help. */
export const operatorLockedError = () =>
  new AppError(
    200,
    E.accountLockedByOperator,
    'This account is locked. Please contact customer service.',
  );

/** A texted or emailed code that is wrong, used or past its minutes. */
export const codeExpiredError = () =>
  new AppError(
    200,
    E.verificationCodeInvalid,
    'The code is wrong or has expired, please ask for a new one',
  );

/** A wrong second-factor code; the member may try again within the step's limits. */
export const secondFactorCodeError = () =>
  new AppError(200, E.verificationCodeInvalid, 'The code is wrong, please try again');

export const signInRequiredError = () => new AppError(401, E.customerNotLogin, 'Please sign in');
