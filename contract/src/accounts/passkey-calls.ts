import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { SIGN_IN_REFUSALS } from '../protection/protection.js';
import { optionalText, text } from '../core/text.js';
import { deviceSchema, loginValueSchema, typedPasswordSchema } from './accounts-calls.js';
import { CODE_FACTORS } from './two-factor-calls.js';
import { codeSentSchema } from './verification-calls.js';

/**
 * How many passkeys a member may keep, the longest name one may have, and how long a challenge
 * (to add a passkey or to sign in with one) waits for the browser's answer.
 */
export const PASSKEY_RULES = {
  maxPerMember: 10,
  nameMaxLength: 64,
  challengeMs: 5 * 60_000,
} as const;

/** Options the server gives the browser (@simplewebauthn/server's JSON), passed on as they are. */
const webAuthnOptions = z.record(z.string(), z.unknown());

/** base64url as WebAuthn's JSON carries binary fields, bounded for what an authenticator sends. */
const base64url = (max: number) => text(max).check(z.regex(/^[A-Za-z0-9_-]*$/));

/**
 * The browser's WebAuthn answer (@simplewebauthn/browser's JSON): the fields the server reads are
 * bounded; the rest (extension results, transports) pass through to the verifier, within the
 * body limit.
 */
const webAuthnAnswer = z.looseObject({
  id: base64url(1_024),
  rawId: base64url(1_024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url(8_192) }),
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type PasskeySummary = z.infer<typeof passkeySchema>;

export const passkeyCodeSend = defineCall({
  method: 'POST',
  path: '/wps/member/passkeys/code',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ method: z.enum(CODE_FACTORS) }),
  value: codeSentSchema,
  errors: [
    ERROR_CODES.tooManySmsSoon,
    ERROR_CODES.tooManySms,
    ERROR_CODES.notSupported,
    ERROR_CODES.passwordDefaultLocked,
  ],
  summary:
    "For a member who never set a password (signed up by code): sends a one-use code to the member's own number (sms) or verified address (email), never anywhere the request names, to prove themselves before adding a passkey. The code lives 10 minutes, works once, takes 5 wrong tries, and sends are limited as other codes. not_supported when the member has no such number or address; a member with a password of their own gives it instead (not_supported here too).",
});

export const passkeyRegistrationOptions = defineCall({
  method: 'POST',
  path: '/wps/member/passkeys/options',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({
    password: z.optional(typedPasswordSchema),
    /** For a member who never set a password: the way passkeyCodeSend sent the code, and the code. */
    verifyMethod: z.optional(z.enum(CODE_FACTORS)),
    verifyCode: optionalText(32),
  }),
  value: z.object({ options: webAuthnOptions }),
  errors: [
    ERROR_CODES.loginCredErr,
    ERROR_CODES.tooManyLogin,
    ERROR_CODES.passkeyInvalid,
    ERROR_CODES.passwordDefaultLocked,
    ERROR_CODES.verificationCodeInvalid,
  ],
  summary:
    "Creation options for a new passkey, after the member proves themselves: the member's password, or for a member who never set one (signed up by code) the code passkeyCodeSend sent (password.default.locked when such a member sends no code; verification.code.invalid for a wrong, used or expired one). Wrong passwords and codes spend the session's own confirmations (as many per session as the lockout allows, TOO_MANY_REQUEST_LOGIN past them), never the account's sign-in tries. The relying party is the merchant's host the request reached; the challenge is good for PASSKEY_RULES.challengeMs, once. passkey.invalid when the member has PASSKEY_RULES.maxPerMember already.",
});

export const addPasskey = defineCall({
  method: 'POST',
  path: '/wps/member/passkeys',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ response: webAuthnAnswer, name: optionalText(PASSKEY_RULES.nameMaxLength) }),
  value: passkeySchema,
  errors: [ERROR_CODES.passkeyInvalid],
  summary:
    "Keeps the passkey the browser made from passkeyRegistrationOptions' challenge, for this host only.",
});

export const memberPasskeys = defineCall({
  method: 'GET',
  path: '/wps/member/passkeys',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.array(passkeySchema),
  errors: [],
  summary: "The member's passkeys, newest first.",
});

export const removePasskey = defineCall({
  method: 'POST',
  path: '/wps/member/passkeys/remove',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ id: text(1400) }),
  value: z.object({ removed: z.boolean() }),
  errors: [],
  summary: 'Removes one of the member’s passkeys.',
});

export const passkeySignInOptions = defineCall({
  method: 'POST',
  path: '/wps/session/passkey/options',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ challengeId: z.string(), options: webAuthnOptions }),
  errors: [ERROR_CODES.tooManyLogin, ERROR_CODES.passkeyInvalid],
  summary:
    "Request options for signing in with a passkey of this host (discoverable credentials with an empty allowCredentials, so no username is asked, and the browser may offer them in the username field's autofill): the challenge is good for PASSKEY_RULES.challengeMs, once.",
});

export const sessionLoginPasskey = defineCall({
  method: 'POST',
  path: '/wps/session/login/passkey',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    challengeId: text(64),
    response: webAuthnAnswer,
    loginDeviceId: optionalText(64),
    device: z.optional(deviceSchema),
  }),
  value: loginValueSchema,
  errors: [ERROR_CODES.passkeyInvalid, ERROR_CODES.tooManyLogin, ...SIGN_IN_REFUSALS],
  summary:
    'Signs in with a passkey: the answer must verify against a passkey of this merchant made for this very host, with the challenge of passkeySignInOptions, user verification, and a signature counter above the stored one (when the authenticator counts). Counts as both factors: no login_verify_required follows. passkey.invalid otherwise, whatever the cause.',
});

export const signInNoticeSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  device: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  /** The session it opened is still live (endSession can end it). */
  live: z.boolean(),
});
export type SignInNotice = z.infer<typeof signInNoticeSchema>;

export const signInNotices = defineCall({
  method: 'GET',
  path: '/wps/member/signInNotices',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.array(signInNoticeSchema),
  errors: [],
  summary:
    'Sign-ins from a device this member had not used before, newest first (at most 20); each was also emailed to the verified address.',
});

export const endSession = defineCall({
  method: 'POST',
  path: '/wps/member/sessions/end',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ sessionId: text(64) }),
  value: z.object({ ended: z.boolean() }),
  errors: [],
  summary:
    "Ends one of the member's sessions (not the current one: that is logout) and revokes its remembered login.",
});
