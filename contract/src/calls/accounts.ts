import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { ERROR_CODES } from '../errors.js';

/** Password rules shared by the forms and the server. */
export const PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;
/** Username rules: letters, digits and underscores, case-insensitive. */
export const USERNAME_RULES = { minLength: 4, maxLength: 20, pattern: /^[A-Za-z0-9_]+$/ } as const;
/** A mobile number without the country code: digits only. */
export const MOBILE_PATTERN = /^\d{6,15}$/;

const text = (max: number) => z.string().check(z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));

export const usernameSchema = z
  .string()
  .check(
    z.minLength(USERNAME_RULES.minLength, `at least ${USERNAME_RULES.minLength} characters`),
    z.maxLength(USERNAME_RULES.maxLength, `at most ${USERNAME_RULES.maxLength} characters`),
    z.regex(USERNAME_RULES.pattern, 'letters, digits and underscores only'),
  );
export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_RULES.minLength, `at least ${PASSWORD_RULES.minLength} characters`),
    z.maxLength(PASSWORD_RULES.maxLength, `at most ${PASSWORD_RULES.maxLength} characters`),
  );
export const mobileSchema = z.string().check(z.regex(MOBILE_PATTERN, 'digits only, 6 to 15'));

export const deviceSchema = z.enum(['IPAD', 'PWA', 'WEBCLIP']);
export const registerMethodSchema = z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']);

/** The captcha answer a form carries when the merchant asks for one. */
const captchaFields = {
  captchaId: optionalText(64),
  captchaCode: optionalText(16),
  geetestChallenge: optionalText(256),
  geetestSeccode: optionalText(256),
  geetestValidateV4: optionalText(2048),
};

/** Ad-network click ids and pixels of SPEC section 3; the whole object is null when all are empty. */
export const pixelTrackSchema = z.nullable(z.record(z.string().check(z.maxLength(40)), text(512)));

const registrationCommon = {
  password: z.optional(passwordSchema),
  login: z.optional(z.boolean()),
  registerMethod: z.optional(registerMethodSchema),
  registerUrl: optionalText(2048),
  loginDeviceId: optionalText(64),
  isOfficialAppLogin: z.optional(z.boolean()),
  linkId: z.optional(z.number().check(z.int(), z.positive())),
  affiliateCode: optionalText(64),
  domain: optionalText(255),
  referralCode: optionalText(64),
  pixelTrack: z.optional(pixelTrackSchema),
  firebaseChannel2: optionalText(32),
  firebaseIdToken2: optionalText(4096),
  lineSessionToken: optionalText(4096),
  telegramAuth: optionalText(4096),
  smsTemplate: optionalText(64),
  /** Set by the agent registration page: the account applies to become an agent. */
  agentApplication: z.optional(z.boolean()),
  /**
   * Ask for a remember token for auto-login; issued only when the merchant has MOBILEAUTOLOGIN3
   * and its auto-login-after-register setting on.
   */
  remember: z.optional(z.boolean()),
  ...captchaFields,
};

export const registerRequestSchema = z.object({
  username: usernameSchema,
  ...registrationCommon,
  password: passwordSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerMobileRequestSchema = z.object({
  mobileNum: mobileSchema,
  countryDialingCode: optionalText(6),
  username: z.optional(usernameSchema),
  ...registrationCommon,
});

/** A rotating, revocable remember token for auto-login (never the password). */
const rememberTokenSchema = z.string().check(z.minLength(32), z.maxLength(128));

export const registerValueSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  userName: z.string(),
  token: z.string(),
  spanId: z.string(),
  customerType: z.number(),
  /** Present when the registration asked to be remembered and the merchant allows it. */
  rememberToken: z.optional(z.string()),
});
export type RegisterValue = z.infer<typeof registerValueSchema>;

export const memberRegister = defineCall({
  method: 'POST',
  path: '/wps/member/register',
  moduleId: 'REG3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: registerRequestSchema,
  value: registerValueSchema,
  errors: [
    'username.exists',
    'password.too.common',
    'captcha.required',
    'captcha.invalid',
    ERROR_CODES.tooManyRequestPrefix,
  ],
  summary:
    'Registers a member by username and password and signs them in. Also accepted as PUT (legacy clients). Usernames compare case-insensitively.',
});

export const memberRegisterMobile = defineCall({
  method: 'POST',
  path: '/wps/member/register/mobile',
  moduleId: 'MOBILENUMREG3',
  access: 'public',
  encrypted: true,
  cache: 'none',
  body: registerMobileRequestSchema,
  value: registerValueSchema,
  errors: [
    'mobile.exists',
    'username.exists',
    'password.too.common',
    'captcha.required',
    'captcha.invalid',
  ],
  summary:
    "Registers a member by mobile number. With the merchant's mobile-password setting off the password is a default one the member must replace after proving the number.",
});

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
  errors: [ERROR_CODES.tooManyRequestPrefix],
  summary: 'Whether a username is taken on this merchant (case-insensitive). Rate limited.',
});

export const registerSettingsSchema = z.object({
  methods: z.array(z.enum(['username', 'mobile'])),
  mobilePassword: z.boolean(),
  autoLoginAfterRegister: z.boolean(),
  passwordMinLength: z.number(),
  passwordMaxLength: z.number(),
  captcha: z.object({
    kind: z.enum(['none', 'plain', 'geetest']),
    version: z.enum(['v3', 'v4']),
    login: z.boolean(),
    register: z.boolean(),
    sms: z.boolean(),
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

export const loginRequestSchema = z.object({
  username: text(64),
  password: text(PASSWORD_RULES.maxLength),
  type: z._default(z.enum(['username', 'sms', 'firebase', 'line', 'telegram']), 'username'),
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
  ...captchaFields,
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
    'login.cred.err',
    'login_verify_required',
    'captcha.required',
    'captcha.invalid',
    ERROR_CODES.tooManyRequestPrefix,
  ],
  summary:
    'Signs in with username and password. Unknown user, wrong password and a locked account all answer login.cred.err in comparable time.',
});

export const rememberedLoginRequestSchema = z.object({
  rememberToken: rememberTokenSchema,
  loginDeviceId: z.string().check(z.minLength(1), z.maxLength(64)),
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
  errors: ['login.cred.err', ERROR_CODES.notSupported, ERROR_CODES.tooManyRequestPrefix],
  summary:
    'Auto-login with a remember token from this device: answers a new session and the next token. A token works once; presenting a used one revokes its whole family (theft) and answers login.cred.err.',
});

export const sessionLogout = defineCall({
  method: 'POST',
  path: '/wps/session/logout',
  moduleId: 'COMM3',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({}),
  errors: ['customer.not.login'],
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
  errors: ['customer.not.login'],
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
  errors: ['customer.not.login', ERROR_CODES.invalidRequest],
  summary: "Stores the member's language; members of type 4 are skipped (saved false).",
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  moduleId: 'PASS3',
  access: 'member',
  encrypted: true,
  cache: 'none',
  body: z.object({ oldPassword: text(PASSWORD_RULES.maxLength), newPassword: passwordSchema }),
  value: z.object({ endedSessions: z.number() }),
  errors: ['login.cred.err', 'password.too.common', 'password.same', 'password.default.locked'],
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
  errors: ['customer.not.login'],
  summary: "The member's active sessions, newest first.",
});

export const endOtherSessions = defineCall({
  method: 'POST',
  path: '/wps/member/sessions/endOthers',
  access: 'member',
  encrypted: false,
  cache: 'none',
  value: z.object({ endedSessions: z.number() }),
  errors: ['customer.not.login'],
  summary:
    'Signs the member out everywhere but here, and revokes the remember tokens of other devices.',
});
