import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { ERROR_CODES } from '../errors.js';
import { text } from '../text.js';
import { OPERATOR_ROLES } from '../operator-roles.js';
import { OPS_LANGUAGES } from '../ops-console.js';

/** Where the operator pages and their calls live; the session cookie is sent only here. */
export const OPS_BASE_PATH = '/ops';

/** The operator session cookie: its own name, never a player's token. */
export const OPERATOR_COOKIE = 'lobby_ops';

/** How long an operator session lasts from sign-in. */
export const OPERATOR_SESSION_HOURS = 12;

const operatorValue = z.object({
  username: z.string(),
  merchantCode: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorValue = z.infer<typeof operatorValue>;

export const operatorLogin = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/session`,
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ username: text(64), password: text(256) }),
  value: operatorValue,
  errors: [ERROR_CODES.operatorCredErr, ERROR_CODES.tooManyOperatorLogin],
  summary:
    "Signs an operator of the request's merchant in (name and argon2id hash from the environment) and sets the operator session cookie; limited per address.",
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
