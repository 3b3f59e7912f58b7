import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { SIGN_IN_REFUSALS } from '../protection/protection.js';
import { text } from '../core/text.js';
import { loginRequestSchema, loginValueSchema, TWO_FACTOR_METHODS } from './accounts-calls.js';
import { codeSentSchema } from './verification-calls.js';

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

/** The second factors sent as codes: texted to the member's number or emailed to their address. */
export const CODE_FACTORS = ['sms', 'email'] as const;
export type CodeFactor = (typeof CODE_FACTORS)[number];

/**
 * What login_verify_required carries as its failure's value: the methods this member turned on,
 * among ga (the authenticator), sms (codes texted to their number) and email (codes emailed to
 * their verified address). A member turns sms or email on from the member home after giving the
 * password again, as for the authenticator; only methods turned on are offered.
 */
export const loginVerifyRequiredSchema = z.object({
  verifyMethods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
export type LoginVerifyRequired = z.infer<typeof loginVerifyRequiredSchema>;

export const loginVerificationRequestSchema = z.extend(loginRequestSchema, {
  verifyMethod: z._default(z.enum(TWO_FACTOR_METHODS), 'ga'),
  /** The authenticator's 6 digits, one of the recovery codes, or the texted or emailed code. */
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
    ...SIGN_IN_REFUSALS,
  ],
  summary:
    "Completes a sign-in that answered login_verify_required: the same username and password, within 10 minutes of that answer, and the authenticator's code (verifyMethod ga; one step of drift; each code works once) or a one-use recovery code, or (verifyMethod sms or email) the code sessionLoginCodeSend sent, once. Wrong codes of every method count toward the account's lockout, and 3 of them lock it (TOO_MANY_REQUEST_LOGIN). A method the member has not turned on answers verification.code.invalid like a wrong code.",
});

export const sessionLoginCodeSend = defineCall({
  method: 'POST',
  path: '/wps/session/login/verification/code',
  moduleId: 'LOGINIPVERF3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: z.extend(loginRequestSchema, { verifyMethod: z.enum(CODE_FACTORS) }),
  value: codeSentSchema,
  errors: [
    ERROR_CODES.loginCredErr,
    ERROR_CODES.accountLocked,
    ERROR_CODES.tooManySmsSoon,
    ERROR_CODES.tooManySms,
    ERROR_CODES.tooManyLogin,
    ERROR_CODES.notSupported,
  ],
  summary:
    "Sends the second-factor code of a sign-in that answered login_verify_required (the same username and password, within 10 minutes of that answer): texted to the member's own number (sms) or emailed to their verified address (email), never anywhere the request names. The method must be one the member turned on (login.cred.err otherwise, as for a wrong password or no pending step). The code lives 10 minutes, works once; sends are limited as other codes. Types other than username answer not_supported.",
});

export const twoFactorStatusSchema = z.object({
  ga: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  /** The member has a mobile number, so texted codes can be turned on. */
  smsAvailable: z.boolean(),
  /** The member has a verified address, so emailed codes can be turned on. */
  emailAvailable: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorStatus = defineCall({
  method: 'GET',
  path: '/wps/member/twoFactor',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: twoFactorStatusSchema,
  errors: [],
  summary:
    "Whether the member's authenticator, texted codes and emailed codes are on as second factors, whether they have a number and a verified address to turn the codes on, and how many recovery codes are unused.",
});

export const twoFactorCodes = defineCall({
  method: 'POST',
  path: '/wps/member/twoFactor/codes',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({
    method: z.enum(CODE_FACTORS),
    enabled: z.boolean(),
    password: typedPassword,
  }),
  value: twoFactorStatusSchema,
  errors: [ERROR_CODES.loginCredErr, ERROR_CODES.passwordDefaultLocked, ERROR_CODES.notSupported],
  summary:
    "Turns texted (sms) or emailed (email) codes on or off as a second factor after the password is given again; answers the new status. Turning sms on needs a mobile number, email a verified address (not_supported otherwise). Wrong passwords spend the session's own confirmations (as many per session as the lockout allows, TOO_MANY_REQUEST_LOGIN past them), never the account's sign-in tries.",
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
    "Starts turning the authenticator on after the password is given again: a new secret (base32) and its otpauth:// address for a QR code. Nothing changes until a first code confirms it. Wrong passwords spend the session's own confirmations (as many per session as the lockout allows, TOO_MANY_REQUEST_LOGIN past them), never the account's sign-in tries.",
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
