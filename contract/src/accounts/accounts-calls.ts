import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { SIGN_IN_REFUSALS } from '../protection/protection.js';
import { PASSWORD_RULES, passwordLengthProblem } from './password-rules.js';
import { optionalText, safeTextCheck, text } from '../core/text.js';

/** Username rules: letters, digits and underscores, case-insensitive. */
export const USERNAME_RULES = { minLength: 4, maxLength: 20, pattern: /^[A-Za-z0-9_]+$/ } as const;
/** A mobile number without the country code, as the forms send it: digits only. */
export const MOBILE_PATTERN = /^\d{6,15}$/;
/**
 * A mobile number as a request may carry it: 6 to 15 digits, single spaces or dashes between
 * them, and a leading `+` when it carries its dialing code. The server reads it as E.164.
 */
export const MOBILE_INPUT_PATTERN = /^\+?\d(?:[ -]?\d){5,14}$/;

export const usernameSchema = z
  .string()
  .check(
    safeTextCheck,
    z.minLength(USERNAME_RULES.minLength, `at least ${USERNAME_RULES.minLength} characters`),
    z.maxLength(USERNAME_RULES.maxLength, `at most ${USERNAME_RULES.maxLength} characters`),
    z.regex(USERNAME_RULES.pattern, 'letters, digits and underscores only'),
  );
/** A password as typed: any text; its length is judged in characters once normalised (NFKC). */
/** What a new password may be refused for (the contract's password rules and the common list). */
export const NEW_PASSWORD_ERRORS = [
  ERROR_CODES.passwordTooCommon,
  ERROR_CODES.passwordHasUsername,
  ERROR_CODES.passwordHasMerchant,
];

export const typedPasswordSchema = text(PASSWORD_RULES.maxInputLength);
/** A new password: 8 to 128 characters once normalised (NFKC), as it will be hashed. */
export const passwordSchema = typedPasswordSchema.check(
  z.refine(
    (value) => passwordLengthProblem(value) !== 'tooShort',
    `at least ${PASSWORD_RULES.minLength} characters`,
  ),
  z.refine(
    (value) => passwordLengthProblem(value) !== 'tooLong',
    `at most ${PASSWORD_RULES.maxLength} characters`,
  ),
);
export const nationalMobileSchema = z
  .string()
  .check(safeTextCheck, z.regex(MOBILE_PATTERN, 'digits only, 6 to 15'));
export const mobileSchema = z
  .string()
  .check(
    safeTextCheck,
    z.regex(
      MOBILE_INPUT_PATTERN,
      'digits, 6 to 15, with spaces or dashes and + before a dialing code',
    ),
  );

export const deviceSchema = z.enum(['IPAD', 'PWA', 'WEBCLIP']);
export const registerMethodSchema = z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']);

/** The captcha answer a form carries when the merchant asks for one. */
export const captchaAnswerSchema = z.object({
  /** Plain captcha: the id it was issued with, and the characters typed. */
  captchaId: optionalText(64),
  captchaCode: optionalText(16),
  /** Geetest v3: the widget's challenge and seccode (its validate followed by "|jordan"). */
  geetestChallenge: optionalText(256),
  geetestSeccode: optionalText(256),
  /** Geetest v4: the widget's getValidate() result as JSON. */
  geetestValidateV4: optionalText(2048),
});
export type CaptchaAnswer = z.output<typeof captchaAnswerSchema>;

/** A rotating, revocable remember token for auto-login (never the password). */
const rememberTokenSchema = text(128).check(z.minLength(32));

export const memberAutoUsername = defineCall({
  method: 'POST',
  path: '/wps/member/register/autoUsername',
  moduleId: 'REG3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ username: z.string() }),
  errors: [],
  summary: 'Proposes a username that is free on this merchant.',
});

export const checkUsername = defineCall({
  method: 'GET',
  path: '/wps/check/username',
  moduleId: 'REG3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  query: z.object({ username: usernameSchema }),
  value: z.object({ exists: z.boolean() }),
  errors: [ERROR_CODES.tooManyCheck],
  summary: 'Whether a username is taken on this merchant (case-insensitive). Rate limited.',
});

export const registerSettingsSchema = z.object({
  methods: z.array(z.enum(['username', 'mobile'])),
  mobilePassword: z.boolean(),
  /** Registration by mobile needs a texted code first. */
  mobileCode: z.boolean(),
  autoLoginAfterRegister: z.boolean(),
  /** Passwords can be reset by an emailed link (the merchant sends email). */
  emailReset: z.boolean(),
  passwordMinLength: z.number(),
  passwordMaxLength: z.number(),
  captcha: z.object({
    kind: z.enum(['none', 'plain', 'geetest']),
    version: z.enum(['v3', 'v4']),
    login: z.boolean(),
    register: z.boolean(),
    sms: z.boolean(),
  }),
  /** The age and terms a registration must meet (player protection). */
  protection: z.object({
    minimumAge: z.number(),
    termsVersion: z.string(),
    privacyVersion: z.string(),
    termsUrl: z.nullable(z.string()),
    privacyUrl: z.nullable(z.string()),
  }),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const registerSettings = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  moduleId: 'REG3',
  access: 'public',
  encrypted: false,
  cache: 'session',
  value: registerSettingsSchema,
  errors: [],
  summary: 'Which registration methods, password rules and captchas apply on this merchant.',
});

/** The sign-in types of the login request (SPEC section 3). */
export const LOGIN_TYPES = ['username', 'sms', 'firebase', 'line', 'telegram'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
/** The sign-in types the server carries out (each social one behind its flags). */
export const SUPPORTED_LOGIN_TYPES: readonly LoginType[] = LOGIN_TYPES;

/** The sign-in type a login request asks for: isSms (legacy clients) means an SMS code sign-in. */
export function requestedLoginType(body: { type: LoginType; isSms?: boolean }): LoginType {
  return body.isSms === true ? 'sms' : body.type;
}

export const loginRequestSchema = z.object({
  username: text(64),
  password: typedPasswordSchema,
  type: z._default(z.enum(LOGIN_TYPES), 'username'),
  isSms: z.optional(z.boolean()),
  firebaseChannel: optionalText(32),
  firebaseIdToken: optionalText(4096),
  lineSessionToken: optionalText(4096),
  telegramAuth: optionalText(4096),
  loginDeviceId: optionalText(64),
  isOfficialAppLogin: z.optional(z.boolean()),
  device: z.optional(deviceSchema),
  /** "Remember me": ask for a remember token; issued only when the merchant has MOBILEAUTOLOGIN3 on. */
  remember: z.optional(z.boolean()),
  /**
   * The ticket of bind_customer_required: once this sign-in's password or code (and second step)
   * is proven, the identity it names is linked to the account.
   */
  bindTicket: optionalText(64),
  ...captchaAnswerSchema.shape,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginValueSchema = z.object({
  id: z.string(),
  token: z.string(),
  userName: z.string(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  spanId: z.string(),
  passwordExpired: z.boolean(),
  updatePassword: z.boolean(),
  /** Present when the login asked to be remembered and the merchant allows it. */
  rememberToken: z.optional(z.string()),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Ways a two-factor sign-in may confirm the player (SPEC section 2). */
export const TWO_FACTOR_METHODS = ['email', 'ga', 'sms'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

export const sessionLogin = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: loginRequestSchema,
  value: loginValueSchema,
  errors: [
    ERROR_CODES.loginCredErr,
    ERROR_CODES.loginVerifyRequired,
    ERROR_CODES.captchaRequired,
    ERROR_CODES.captchaInvalid,
    ERROR_CODES.tooManyLogin,
    ERROR_CODES.notSupported,
    ERROR_CODES.bindCustomerRequired,
    ERROR_CODES.identityInvalid,
    ERROR_CODES.telegramValidateFailed,
    ...SIGN_IN_REFUSALS,
  ],
  summary:
    'Signs in with username and password, or with type sms (or isSms true) by the mobile number in username and the texted sign-in code in password; a wrong code counts toward the lockout like a wrong password. Unknown user and wrong password or code answer login.cred.err in comparable time; past the lockout tries on the username, whether it exists or not, every try (the right password included) answers login.locked alike, in the same time. A member with a second factor on (authenticator, texted or emailed codes) gets login_verify_required after the right password, its value naming the methods offered (loginVerifyRequiredSchema), and completes the sign-in with sessionLoginVerification. Type firebase signs in with a Firebase ID token (firebaseIdToken, verified against the published keys of the merchant’s project, living an hour at most from iat to exp; channel google, facebook, twitter or phone, each behind its flag; identity.invalid when it does not verify), type telegram with telegramAuth (telegram_validate_failed), type line with lineSessionToken; an identity linked to no member answers bind_customer_required (value: bindCustomerRequiredSchema), and one whose member has a second factor on answers login_verify_required, completed with the password and the code as after a texted code. With bindTicket, a proven password or code links that identity. not_supported also answers a Geetest captcha the server cannot check.',
});

export const rememberedLoginRequestSchema = z.object({
  rememberToken: rememberTokenSchema,
  loginDeviceId: text(64).check(z.minLength(1)),
  device: z.optional(deviceSchema),
});
export type RememberedLoginRequest = z.input<typeof rememberedLoginRequestSchema>;

export const rememberedLoginValueSchema = z.extend(loginValueSchema, {
  /** The token to keep for the next auto-login; the one sent is used up. */
  rememberToken: z.string(),
});
export type RememberedLoginValue = z.infer<typeof rememberedLoginValueSchema>;

export const sessionLoginRemembered = defineCall({
  method: 'POST',
  path: '/wps/session/login/remembered',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: rememberedLoginRequestSchema,
  value: rememberedLoginValueSchema,
  errors: [
    ERROR_CODES.loginCredErr,
    ERROR_CODES.loginVerifyRequired,
    ERROR_CODES.notSupported,
    ERROR_CODES.tooManyLogin,
    ...SIGN_IN_REFUSALS,
  ],
  summary:
    'Auto-login with a remember token from this device: answers a new session and the next token. A token works once; presenting a used one revokes its whole family (theft) and answers login.cred.err. During a time-out or self-exclusion the token is refused and kept, so it works once the break ends. A member with a second factor on gets login_verify_required (the token is used up) and signs in with the password and the code.',
});

export const sessionLogout = defineCall({
  method: 'POST',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({}),
  errors: [],
  summary: "Ends this session on the server and revokes this device's remember token.",
});

export const clubLabelSchema = z.nullable(
  z.object({
    labelName: z.string(),
    type: z.string(),
    rankLevel: z.number(),
    labelId: z.string(),
  }),
);

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  /** 0 member; 1 or 2 agent; 4 is never synced for language (SPEC section 6). */
  type: z.number(),
  language: z.string(),
  clubLabel: clubLabelSchema,
  mobile: z.nullable(z.string()),
  /** The verified email address, masked (a…@example.com); null until one is verified. */
  email: z.nullable(z.string()),
  agentApplication: z.enum(['none', 'pending', 'approved']),
  mustChangePassword: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberInfo = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: memberInfoSchema,
  errors: [],
  summary: "The signed-in member's info.",
});

export const memberLanguage = defineCall({
  method: 'POST',
  path: '/wps/member/language',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ language: text(8) }),
  value: z.object({ language: z.string(), saved: z.boolean() }),
  errors: [],
  summary: "Stores the member's language; members of type 4 are skipped (saved false).",
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  moduleId: 'PASS3',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({ oldPassword: typedPasswordSchema, newPassword: passwordSchema }),
  value: z.object({ endedSessions: z.number() }),
  errors: [
    ERROR_CODES.loginCredErr,
    ...NEW_PASSWORD_ERRORS,
    ERROR_CODES.passwordSame,
    ERROR_CODES.passwordDefaultLocked,
  ],
  summary:
    "Changes the password, ends the member's other sessions and revokes the remember tokens of other devices.",
});

export const sessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionInfoSchema>;

export const memberSessions = defineCall({
  method: 'GET',
  path: '/wps/member/sessions',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.array(sessionInfoSchema),
  errors: [],
  summary: "The member's active sessions, newest first.",
});

export const endOtherSessions = defineCall({
  method: 'POST',
  path: '/wps/member/sessions/endOthers',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ endedSessions: z.number() }),
  errors: [],
  summary:
    'Signs the member out everywhere but here, and revokes the remember tokens of other devices.',
});
