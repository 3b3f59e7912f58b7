import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { ERROR_CODES } from '../errors.js';
import { text } from '../text.js';
import { OPERATOR_ROLES } from '../operator-roles.js';

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
