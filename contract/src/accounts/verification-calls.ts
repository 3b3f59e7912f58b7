import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { optionalText, safeTextCheck, text } from '../core/text.js';
import { captchaAnswerSchema, mobileSchema, passwordSchema } from './accounts-calls.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';

/** The one-use codes sent by SMS or email: their shape, life and sending limits. */
export const VERIFICATION_CODE = {
  digits: 6,
  /** A code works at most this long after it is sent. */
  ttlMs: 10 * 60_000,
  /** A new code to the same number or address is sent at most this often. */
  resendAfterMs: 60_000,
  /** Codes one number or address may get per day (UTC). */
  dailySends: 10,
  /** Wrong tries a code takes before it stops working. */
  wrongTries: 5,
} as const;

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

export const verificationCodeSchema = z
  .string()
  .check(safeTextCheck, z.regex(VERIFICATION_CODE_PATTERN, 'must be 6 digits'));

/** A dialing code as the country picker gives it: a plus and 1 to 4 digits. */
export const dialingCodeSchema = z
  .string()
  .check(safeTextCheck, z.regex(/^\+\d{1,4}$/, 'must look like +63'));

const smsRequestSchema = z.object({
  /** Without it, the merchant's own country's dialing code. */
  countryDialingCode: z.optional(dialingCodeSchema),
  mobileNum: mobileSchema,
  ...captchaAnswerSchema.shape,
});
export type SmsCodeRequest = z.input<typeof smsRequestSchema>;

/** What every send answers: when the next code may be asked for and how long this one lives. */
export const codeSentSchema = z.object({
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

const SEND_ERRORS = [
  ERROR_CODES.tooManySmsSoon,
  ERROR_CODES.tooManySms,
  ERROR_CODES.captchaRequired,
  ERROR_CODES.captchaInvalid,
  ERROR_CODES.notSupported,
];

export const smsCodeLogin = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  moduleId: 'VERIFICATION3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: smsRequestSchema,
  value: codeSentSchema,
  errors: SEND_ERRORS,
  summary:
    "Texts a 6-digit sign-in code to the number, read as E.164 with the dialing code given (else the merchant's; a national number may carry its trunk 0, spaces or dashes, or be a + number), when a member has that very number; the answer is the same whether one does or not, and a number not valid in one of the merchant's countries answers invalid_request. A code lives 10 minutes, works once and replaces the last one. At most one code a minute and 10 a day per number, and a limit per source. With the merchant's SMS captcha flag a Geetest v4 answer is needed (else not_supported 'unknown_error: Geetest service not work').",
});

export const smsCodeRegister = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/register',
  moduleId: 'REGMOBVERF3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: smsRequestSchema,
  value: codeSentSchema,
  errors: [ERROR_CODES.mobileExists, ERROR_CODES.registerMethodDisabled, ...SEND_ERRORS],
  summary:
    'Texts a 6-digit registration code to a number no member has yet (mobile.exists otherwise, as registration itself answers). Also accepted with ModuleId MOBILENUMREG3. Limits as for the sign-in code.',
});

export const passwordResetSms = defineCall({
  method: 'POST',
  path: '/wps/member/password/sms',
  moduleId: 'PWRESETSMS3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: smsRequestSchema,
  value: codeSentSchema,
  errors: SEND_ERRORS,
  summary:
    'Texts a 6-digit password reset code to the number when a member has it; the answer is the same whether one does or not. Limits as for the sign-in code.',
});

export const passwordResetVerification = defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  moduleId: 'CHNGPASSVERIF3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: z.object({
    /** As the code was asked for: without it, the merchant's own country's dialing code. */
    countryDialingCode: z.optional(dialingCodeSchema),
    mobileNum: mobileSchema,
    code: verificationCodeSchema,
    newPassword: passwordSchema,
  }),
  value: z.object({}),
  errors: [
    ERROR_CODES.verificationCodeInvalid,
    ERROR_CODES.passwordTooCommon,
    ERROR_CODES.passwordHasUsername,
    ERROR_CODES.passwordHasMerchant,
  ],
  summary:
    'Sets a new password with the reset code texted to the number. It ends every session and remembered login of the member and signs nobody in, so a second factor still applies at the next sign-in. A wrong, used or expired code, or a number no member has, answers verification.code.invalid alike; a code takes 5 wrong tries.',
});

export const inboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  text: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const opsInboxList = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/inbox`,
  access: 'operator',
  permission: 'inbox.view',
  encrypted: false,
  cache: 'none',
  query: z.object({ recipient: optionalText(320) }),
  value: z.object({ messages: z.array(inboxMessageSchema) }),
  errors: [],
  summary:
    "The development inbox: the texts and emails the local adapters 'sent' for the merchant, newest first (at most 100), optionally to one recipient. Not served with NODE_ENV=production.",
});

/** An email address: something@domain.tld, at most 254 characters, no spaces. */
export const emailSchema = z
  .string()
  .check(
    safeTextCheck,
    z.maxLength(254, 'at most 254 characters'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must look like name@example.com'),
  );

/** The password reset link's rules: its life, and how the token rides in the address. */
export const RESET_LINK = {
  /** A link works at most this long after it is sent; a newer one replaces it. */
  ttlMs: 30 * 60_000,
  /** Random bytes of a token (256 bits, base64url). */
  tokenBytes: 32,
  /** The page the emailed link opens; the token follows in the fragment, never in the query. */
  fragmentKey: 'token',
} as const;

/** Shows an address as a.…@example.com: enough for its owner to know it, little for others. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

export const memberEmailCode = defineCall({
  method: 'POST',
  path: '/wps/member/email/code',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ email: emailSchema }),
  value: codeSentSchema,
  errors: [ERROR_CODES.tooManySmsSoon, ERROR_CODES.tooManySms],
  summary:
    'Emails a 6-digit code to an address the member wants as theirs. An address another member of the merchant has is answered alike, after the same limits, and gets nothing (so no answer tells which addresses have accounts). The code lives 10 minutes, works once, is bound to the member and the address, and replaces the last one; at most one a minute and 10 a day per address, and a limit per source.',
});

export const memberEmailConfirm = defineCall({
  method: 'POST',
  path: '/wps/member/email',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ email: emailSchema, code: verificationCodeSchema }),
  value: z.object({ email: z.string() }),
  errors: [ERROR_CODES.verificationCodeInvalid, ERROR_CODES.emailExists],
  summary:
    "Makes the address the member's verified email with the code emailed to it; answers it masked. A changed address turns codes by email off as a second factor (they were proven for the old one). A code takes 5 wrong tries.",
});

export const passwordResetEmail = defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    /** The username or the verified email address of the account. */
    account: text(254).check(z.minLength(1)),
    ...captchaAnswerSchema.shape,
  }),
  value: codeSentSchema,
  errors: SEND_ERRORS,
  summary:
    'Emails a one-use password reset link to the verified address of the account named by username or email; the answer is the same whether such an account or address exists or not. The link (/m/resetPassword#token=…, the token in the fragment so no server log or Referer sees it) lives 30 minutes, works once and replaces the last one; at most one a minute and 10 a day per address, and a limit per source. The SMS captcha applies as to texted codes. not_supported when the merchant sends no email.',
});

export const passwordResetLink = defineCall({
  method: 'POST',
  path: '/wps/member/password/email/reset',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: z.object({ token: text(128).check(z.minLength(1)), newPassword: passwordSchema }),
  value: z.object({}),
  errors: [
    ERROR_CODES.resetLinkInvalid,
    ERROR_CODES.passwordTooCommon,
    ERROR_CODES.passwordHasUsername,
    ERROR_CODES.passwordHasMerchant,
  ],
  summary:
    'Sets a new password with the token of an emailed reset link. It ends every session and remembered login of the member and signs nobody in, so a second factor still applies at the next sign-in. A wrong, used, replaced or expired token answers reset.link.invalid alike.',
});
