import { z } from 'zod/mini';
import { ATTRIBUTION_BOUNDS } from '../attribution/attribution.js';
import { int4Id, ledgerDate, ledgerDateTime } from '../core/bounds.js';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { optionalText, text } from '../core/text.js';
import {
  captchaAnswerSchema,
  mobileSchema,
  NEW_PASSWORD_ERRORS,
  passwordSchema,
  registerMethodSchema,
  usernameSchema,
  type LoginType,
} from './accounts-calls.js';

// Registration's calls, apart from sign-in's (accounts.ts): only the register page loads them.

/** What every way of registering may answer beyond its own duplicates. */
const REGISTRATION_ERRORS = [
  ...NEW_PASSWORD_ERRORS,
  ERROR_CODES.captchaRequired,
  ERROR_CODES.captchaInvalid,
  ERROR_CODES.tooManyRegister,
  ERROR_CODES.notSupported,
  ERROR_CODES.birthDateRequired,
  ERROR_CODES.underAge,
  ERROR_CODES.termsNotAccepted,
  ERROR_CODES.identityInvalid,
  ERROR_CODES.lineInvalidToken,
  ERROR_CODES.telegramValidateFailed,
];

/**
 * Ad-network click ids and pixels of SPEC section 3 (the contract's PIXEL_TRACK_FIELDS, other
 * keys kept as sent for legacy clients); the whole object is null when all are empty.
 */
export const pixelTrackSchema = z.nullable(
  z
    .record(text(ATTRIBUTION_BOUNDS.pixelTrackKey), text(ATTRIBUTION_BOUNDS.pixelTrackValue))
    .check(
      z.refine(
        (track) => Object.keys(track).length <= ATTRIBUTION_BOUNDS.pixelTrackFields,
        `at most ${ATTRIBUTION_BOUNDS.pixelTrackFields} fields`,
      ),
    ),
);

const FIRST_TOUCH_MIN = Date.parse('2000-01-01T00:00:00Z');
const FIRST_TOUCH_MAX = Date.parse('2100-01-01T00:00:00Z');

/** Where a registration came from (SPEC section 3); the server keeps it with the member. */
export const registrationSourceSchema = z.object({
  registerMethod: z.optional(registerMethodSchema),
  registerUrl: optionalText(2048),
  loginDeviceId: optionalText(64),
  isOfficialAppLogin: z.optional(z.boolean()),
  linkId: z.optional(int4Id()),
  /** Without it, the affiliate code of the request's sub-domain. */
  affiliateCode: optionalText(64),
  domain: optionalText(255),
  referralCode: optionalText(64),
  pixelTrack: z.optional(pixelTrackSchema),
  /** The landing link's utm_campaign, kept with the click ids. */
  campaign: optionalText(ATTRIBUTION_BOUNDS.campaign),
  /** The first visit's time (ISO); a time ahead of the server's clock counts as now. */
  firstTouchAt: z.optional(
    ledgerDateTime().check(
      z.refine(
        (value) => Date.parse(value) >= FIRST_TOUCH_MIN && Date.parse(value) < FIRST_TOUCH_MAX,
        'a time between 2000 and 2100',
      ),
    ),
  ),
});
export type RegistrationSource = z.output<typeof registrationSourceSchema>;

/**
 * The social sign-up fields of a registration (SPEC section 3), each with the sign-in type it
 * belongs to. They join a registration only with FIREBASECREATEACC3 or SSOMANUALREG3 on
 * (not_supported otherwise); the server verifies the identity again and links it to the new member.
 */
export const SOCIAL_REGISTRATION_FIELDS = {
  firebaseChannel2: 'firebase',
  firebaseIdToken2: 'firebase',
  lineSessionToken: 'line',
  telegramAuth: 'telegram',
} as const satisfies Record<string, LoginType>;
export type SocialRegistrationField = keyof typeof SOCIAL_REGISTRATION_FIELDS;

/** The first social sign-up field a registration carries (non-empty), if any. */
export function socialRegistrationField(
  body: Partial<Record<SocialRegistrationField, string>>,
): SocialRegistrationField | undefined {
  const fields = Object.keys(SOCIAL_REGISTRATION_FIELDS) as SocialRegistrationField[];
  return fields.find((field) => !!body[field]);
}

const registrationCommon = {
  password: z.optional(passwordSchema),
  login: z.optional(z.boolean()),
  ...registrationSourceSchema.shape,
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
  /**
   * The date of birth (YYYY-MM-DD): at least the merchant's minimum age (DEFAULT_MINIMUM_AGE
   * unless the merchant sets its own). Optional in the schema
   * only so that its absence answers its own code (birth.date.required), as acceptTerms's does.
   */
  birthDate: z.optional(ledgerDate()),
  /** The merchant's current terms and privacy policy are accepted; anything but true is refused. */
  acceptTerms: z.optional(z.boolean()),
  ...captchaAnswerSchema.shape,
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
  /** The code texted by /wps/verification/sms/register, where the merchant asks for one. */
  verificationCode: optionalText(6),
  username: z.optional(usernameSchema),
  ...registrationCommon,
});

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
  errors: [ERROR_CODES.registerMethodDisabled, ERROR_CODES.usernameExists, ...REGISTRATION_ERRORS],
  summary:
    'Registers a member by username and password and signs them in. Also accepted as PUT (legacy clients). Usernames compare case-insensitively. The social sign-up fields (firebaseChannel2, firebaseIdToken2, lineSessionToken, telegramAuth) join with FIREBASECREATEACC3 or SSOMANUALREG3 on (not_supported otherwise): the identity is verified again and linked to the new member. not_supported also answers a Geetest captcha the server cannot check.',
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
    ERROR_CODES.registerMethodDisabled,
    ERROR_CODES.mobileExists,
    ERROR_CODES.usernameExists,
    ERROR_CODES.verificationCodeInvalid,
    ...REGISTRATION_ERRORS,
  ],
  summary:
    "Registers a member by mobile number. With the merchant's mobile-code setting on it needs the code texted to the number (verificationCode; verification.code.invalid otherwise). With the mobile-password setting off the password is a default one the member replaces after proving the number by a reset code. The social sign-up fields join as for memberRegister.",
});
