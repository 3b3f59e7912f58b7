import { ERROR_CODES as E } from '@lobby/contract';
import { AppError } from '../core/errors.js';

/** A Firebase or Maya identity, or a link ticket, that does not verify; the cause goes nowhere. */
export const identityInvalidError = () =>
  new AppError(200, E.identityInvalid, 'This sign-in could not be verified, please try again');

export const lineInvalidTokenError = () =>
  new AppError(200, E.lineInvalidToken, 'The Line sign-in has expired, please try again');

export const telegramInvalidError = () =>
  new AppError(200, E.telegramValidateFailed, 'The Telegram sign-in could not be verified');

/** A way of signing in the merchant does not offer (its flag or its provider is off). */
export const notOfferedError = (way: string) =>
  new AppError(400, E.notSupported, `Signing in with ${way} is not offered here`);
