import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { ERROR_CODES } from '../errors.js';
import { text } from '../text.js';
import { loginRequestSchema, loginValueSchema, TWO_FACTOR_METHODS } from './accounts.js';

/** The authenticator (TOTP, RFC 6238) rules and the recovery codes of the second factor. */
export const TWO_FACTOR_RULES = {
  periodSeconds: 30,
  /** Codes of one step before or after now are taken too (clock drift). */
  driftSteps: 1,
  digits: 6,
  recoveryCodes: 10,
  /** Wrong second-factor codes an account takes before it is locked for its lockout minutes. */
  wrongCodes: 3,
  /** How long after the password step the code may be given. */
  stepMinutes: 10,
} as const;

/** A recovery code as shown: two groups of five letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

const typedPassword = text(1024);

export const loginVerificationRequestSchema = z.extend(loginRequestSchema, {
  verifyMethod: z._default(z.enum(TWO_FACTOR_METHODS), 'ga'),
  /** The authenticator's 6 digits, or one of the recovery codes. */
  verifyCode: text(32),
});
export type LoginVerificationRequest = z.input<typeof loginVerificationRequestSchema>;

export const sessionLoginVerification = defineCall({
  method: 'POST',
  path: '/wps/session/login/verification',
  moduleId: 'LOGINIPVERF3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: loginVerificationRequestSchema,
  value: loginValueSchema,
  errors: [
    ERROR_CODES.loginCredErr,
    ERROR_CODES.verificationCodeInvalid,
    ERROR_CODES.tooManyLogin,
    ERROR_CODES.notSupported,
  ],
  summary:
    "Completes a sign-in that answered login_verify_required: the same username and password, within 10 minutes of that answer, and the authenticator's code (verifyMethod ga; one step of drift; each code works once) or a one-use recovery code. Wrong codes count toward the account's lockout, and 3 of them lock it (TOO_MANY_REQUEST_LOGIN). Methods email and sms answer not_supported.",
});

export const twoFactorStatus = defineCall({
  method: 'GET',
  path: '/wps/member/twoFactor',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ ga: z.boolean(), recoveryCodesLeft: z.number() }),
  errors: [],
  summary: "Whether the member's authenticator is on, and how many recovery codes are unused.",
});

export const twoFactorSetup = defineCall({
  method: 'POST',
  path: '/wps/member/twoFactor/ga/setup',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({ password: typedPassword }),
  value: z.object({ secret: z.string(), otpauthUri: z.string() }),
  errors: [ERROR_CODES.loginCredErr, ERROR_CODES.passwordDefaultLocked],
  summary:
    'Starts turning the authenticator on after the password is given again: a new secret (base32) and its otpauth:// address for a QR code. Nothing changes until a first code confirms it. Wrong passwords count toward the lockout.',
});

export const twoFactorConfirm = defineCall({
  method: 'POST',
  path: '/wps/member/twoFactor/ga/confirm',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({ code: text(6) }),
  value: z.object({ recoveryCodes: z.array(z.string()) }),
  errors: [ERROR_CODES.verificationCodeInvalid],
  summary:
    'Turns the authenticator on with a first code from it, and answers 10 one-use recovery codes (shown once; only hashes are kept). From then on each sign-in asks for a code (login_verify_required).',
});

export const twoFactorDisable = defineCall({
  method: 'POST',
  path: '/wps/member/twoFactor/ga/disable',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({ password: typedPassword }),
  value: z.object({}),
  errors: [ERROR_CODES.loginCredErr],
  summary:
    'Turns the authenticator off after the password is given again, and drops the recovery codes.',
});
