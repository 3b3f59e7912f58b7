import { z } from 'zod/mini';
import { int4Id } from '../core/bounds.js';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { SIGN_IN_REFUSALS } from '../protection/protection.js';
import { FIREBASE_CHANNELS, IDENTITY_PROVIDERS, MAYA_SESSION_ID_FORMAT } from './social-sign-in.js';
import { LOCAL_IDENTITY_SUBJECT } from './social-ways.js';
import { optionalText, text } from '../core/text.js';
import { deviceSchema, loginValueSchema } from './accounts-calls.js';

/**
 * What every sign-in with another account may answer: login_verify_required when the member has
 * a second factor on (the sign-in goes on with the password and the code, sessionLoginVerification).
 */
const SOCIAL_ERRORS = [
  ERROR_CODES.bindCustomerRequired,
  ERROR_CODES.loginVerifyRequired,
  ERROR_CODES.notSupported,
  ERROR_CODES.tooManyLogin,
  ...SIGN_IN_REFUSALS,
];

const socialSource = {
  loginDeviceId: optionalText(64),
  device: z.optional(deviceSchema),
  registerUrl: optionalText(2048),
  affiliateCode: optionalText(64),
  domain: optionalText(255),
  referralCode: optionalText(64),
  linkId: z.optional(int4Id()),
};

export const verifyLineCode = defineCall({
  method: 'POST',
  path: relayPath('WPS3RD_verifyLineCode'),
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    code: optionalText(512),
    redirectUri: optionalText(2048),
    state: optionalText(128),
    accessToken: optionalText(2048),
  }),
  value: z.object({ lineSessionToken: z.string(), name: z.string(), picture: z.string() }),
  errors: [ERROR_CODES.lineInvalidToken, ERROR_CODES.notSupported, ERROR_CODES.tooManyLogin],
  summary:
    "Exchanges the code and redirect address Line returned at Line's token endpoint (the server verifies the ID token it answers with the channel secret) and answers a session token for /wps/session/login/line, good for 10 minutes. LINELOGIN3 only.",
});

export const sessionLoginLine = defineCall({
  method: 'POST',
  path: '/wps/session/login/line',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ lineSessionToken: text(128), ...socialSource }),
  value: loginValueSchema,
  errors: [ERROR_CODES.lineInvalidToken, ...SOCIAL_ERRORS],
  summary:
    'Signs in the member linked to the Line identity of a session token from WPS3RD_verifyLineCode; bind_customer_required when none is (its value: bindCustomerRequiredSchema). line_invalid_token for an unknown, used or expired token.',
});

export const sessionLoginTelegram = defineCall({
  method: 'POST',
  path: '/wps/session/login/telegram',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ telegramAuth: text(4096), ...socialSource }),
  value: loginValueSchema,
  errors: [ERROR_CODES.telegramValidateFailed, ...SOCIAL_ERRORS],
  summary:
    "Signs in with the Telegram login widget's result (JSON text): its hash must be the HMAC-SHA-256 of its fields under the SHA-256 of the bot token, and auth_date within a day; otherwise telegram_validate_failed. bind_customer_required when no member is linked. TELEGRAMLOGIN3 only.",
});

export const telegramLoginSetting = defineCall({
  method: 'POST',
  path: relayPath('WPSCORE_getTelegramLoginSetting'),
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ botId: z.string(), authDomain: z.string() }),
  errors: [ERROR_CODES.notSupported],
  summary: "The merchant's Telegram bot id and the domain its login widget runs on.",
});

export const sessionLoginMaya = defineCall({
  method: 'POST',
  path: '/wps/session/login/maya',
  moduleId: 'COMM3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    sessionId: text(256).check(z.regex(MAYA_SESSION_ID_FORMAT, 'a Maya session id')),
    env: optionalText(16),
    ...socialSource,
  }),
  value: loginValueSchema,
  errors: [ERROR_CODES.identityInvalid, ...SOCIAL_ERRORS],
  summary:
    "Signs in with a Maya session id, which the server resolves through the merchant's Maya adapter to the Maya account; identity.invalid when Maya does not know it, bind_customer_required when no member is linked.",
});

export const refreshMayaTokens = defineCall({
  method: 'POST',
  path: relayPath('WPS3RD_refreshMayaTokens'),
  access: 'member',
  encrypted: false,
  cache: 'none',
  body: z.object({ env: optionalText(16) }),
  value: z.object({ linked: z.boolean(), expiresAt: z.nullable(z.string()) }),
  errors: [ERROR_CODES.notSupported, ERROR_CODES.identityInvalid],
  summary:
    "Refreshes the signed-in member's Maya tokens through the Maya adapter: linked false when the member has no Maya identity.",
});

/** Where each way of signing in with another account is verified, for the login page. */
export const signInMethodsSchema = z.object({
  firebase: z.nullable(
    z.object({
      local: z.boolean(),
      projectId: z.string(),
      apiKey: z.string(),
      authDomain: z.string(),
      /** Google Identity Services' web client id for one-tap; '' where one-tap is off. */
      googleWebClientId: z.string(),
    }),
  ),
  line: z.nullable(z.object({ local: z.boolean(), channelId: z.string() })),
  telegram: z.nullable(z.object({ local: z.boolean(), botId: z.string() })),
  maya: z.nullable(z.object({ local: z.boolean() })),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const signInMethods = defineCall({
  method: 'GET',
  path: '/wps/session/signInMethods',
  access: 'public',
  encrypted: false,
  cache: 'session',
  value: signInMethodsSchema,
  errors: [],
  summary:
    "The merchant's providers of sign-in with other accounts (null where none or its flag is off), and whether each is the offline fake of a demo merchant.",
});

export const localIdentityProof = defineCall({
  method: 'POST',
  path: '/wps/session/localIdentity',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    provider: z.enum(IDENTITY_PROVIDERS),
    channel: z.optional(z.enum(FIREBASE_CHANNELS)),
    subject: text(64).check(z.regex(LOCAL_IDENTITY_SUBJECT, 'letters, digits, _ . -')),
  }),
  value: z.object({ proof: z.string() }),
  errors: [ERROR_CODES.notSupported],
  summary:
    "The offline fake identity provider of a demo merchant: what the provider would hand the browser for this subject (a Firebase ID token, a Line code, a Telegram result, a Maya session id), signed with the fake's own keys. not_supported wherever that provider is not the local fake (never on a real merchant in production).",
});
