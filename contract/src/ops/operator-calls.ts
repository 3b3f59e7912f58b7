import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { OPERATOR_ROLES } from './operator-roles.js';
import { OPERATOR_SIGN_IN_STAGES, OPS_LANGUAGES } from './ops-console.js';
import { PASSWORD_RULES } from '../accounts/password-rules.js';
import { passwordSchema } from '../accounts/accounts-calls.js';
import { OPS_BASE_PATH } from './ops-base.js';

/** The operator session cookie: its own name, never a player's token. */
export const OPERATOR_COOKIE = 'lobby_ops';

/** How long an operator session lasts from sign-in at most, however busy (absolute expiry). */
export const OPERATOR_SESSION_HOURS = 12;

const operatorValue = z.object({
  username: z.string(),
  /** The merchant the operator acts on: its own, or a super-operator's pick. */
  merchantCode: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** An operator over every merchant of the deployment, who picks one in the console. */
  superOperator: z.boolean(),
  /** The merchants the operator may act on (a super-operator's switcher); its own otherwise. */
  merchants: z.array(z.string()),
});
export type OperatorValue = z.infer<typeof operatorValue>;

/** What a sign-in needs next; 'active' once the session may open the console. */
const signInStep = z.object({ stage: z.enum(OPERATOR_SIGN_IN_STAGES) });

/** A code from the paired authenticator app (TOTP, RFC 6238). */
const totpCode = text(6).check(z.regex(/^\d{6}$/, 'the 6 digits of the authenticator'));

export const operatorLogin = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/session`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ username: text(64), password: text(PASSWORD_RULES.maxInputLength) }),
  value: signInStep,
  errors: [
    ERROR_CODES.operatorCredErr,
    ERROR_CODES.tooManyOperatorLogin,
    // A POST from another site (Origin / Sec-Fetch-Site).
    ERROR_CODES.operatorForbidden,
  ],
  summary:
    "Checks an operator's name and password (the request's merchant's operators and the deployment's super-operators) and starts a sign-in in the operator session cookie; its next stage is the authenticator code, or on first sign-in a new password and pairing. One answer and time for any wrong name or password; limited per address and per name.",
});

export const operatorSignInCode = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/session/code`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ code: totpCode }),
  value: signInStep,
  errors: [
    ERROR_CODES.operatorForbidden,
    ERROR_CODES.operatorCodeErr,
    ERROR_CODES.operatorStepInvalid,
    ERROR_CODES.tooManyOperatorLogin,
  ],
  summary:
    'The second step of a sign-in: a code of the paired authenticator, each code once; limited like the password.',
});

export const operatorNewPassword = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/session/password`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({
    password: passwordSchema,
  }),
  value: signInStep,
  errors: [
    ERROR_CODES.operatorForbidden,
    ERROR_CODES.operatorStepInvalid,
    ERROR_CODES.passwordTooCommon,
    ERROR_CODES.passwordHasUsername,
    ERROR_CODES.passwordHasMerchant,
    ERROR_CODES.passwordSame,
  ],
  summary:
    "First sign-in: replaces the one-time password with the operator's own (the contract's password rules, not the one-time one).",
});

export const operatorPairing = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/session/pairing`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ secret: z.string(), otpauthUri: z.string() }),
  errors: [ERROR_CODES.operatorStepInvalid],
  summary:
    'First sign-in (or after a reset): a new authenticator secret for this sign-in, as text and as an otpauth:// address for a QR code.',
});

export const operatorPair = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/session/pairing`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ code: totpCode }),
  value: signInStep,
  errors: [
    ERROR_CODES.operatorForbidden,
    ERROR_CODES.operatorCodeErr,
    ERROR_CODES.operatorStepInvalid,
    ERROR_CODES.tooManyOperatorLogin,
  ],
  summary:
    'Pairs the authenticator with its first code and finishes the sign-in; from now on every sign-in asks for a code.',
});

export const operatorSession = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/session`,
  access: 'operator',
  permission: 'self',
  encrypted: false,
  cache: 'none',
  value: operatorValue,
  errors: [],
  summary: 'The signed-in operator.',
});

export const operatorLogout = defineCall({
  method: 'DELETE',
  path: `${OPS_BASE_PATH}/api/session`,
  access: 'operator',
  permission: 'self',
  encrypted: false,
  cache: 'none',
  value: z.object({}),
  errors: [],
  summary: 'Ends the operator session on the server and clears its cookie.',
});

export const operatorConsole = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/console`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({
    merchantCode: z.string(),
    merchantName: z.string(),
    /** EN first, then the merchant's staff languages (merchant file `ops.languages`). */
    languages: z.array(z.enum(OPS_LANGUAGES)),
    /** The merchant's currency and the decimals of its minor unit, to show amounts. */
    currency: z.string(),
    minorDigits: z.number(),
  }),
  errors: [],
  summary:
    "What the console needs before sign-in: the request's merchant, its languages and its currency.",
});
