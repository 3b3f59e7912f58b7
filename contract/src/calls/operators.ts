import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { int4Id } from '../bounds.js';
import { ERROR_CODES } from '../errors.js';
import { OPERATOR_ROLES } from '../operator-roles.js';
import { OPERATOR_USERNAME_PATTERN } from '../ops-console.js';
import { text } from '../text.js';
import { OPS_BASE_PATH } from './operator.js';

export const operatorRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** Over every merchant of the deployment (added from the command line only). */
  superOperator: z.boolean(),
  /** An authenticator is paired. */
  paired: z.boolean(),
  /** Still on the one-time password. */
  mustChangePassword: z.boolean(),
  disabled: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  createdBy: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

const operatorId = z.object({ operatorId: int4Id() });

export const opsOperators = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/operators`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  value: z.object({ operators: z.array(operatorRowSchema) }),
  errors: [],
  summary: "The merchant's operators, by name.",
});

export const opsAddOperator = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/operators`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  body: z.object({
    username: text(64).check(
      z.regex(OPERATOR_USERNAME_PATTERN, 'letters, digits, dot, dash and underscore'),
    ),
    role: z.enum(OPERATOR_ROLES),
  }),
  value: z.object({
    operator: operatorRowSchema,
    /** Shown once: the new operator changes it and pairs an authenticator at first sign-in. */
    oneTimePassword: z.string(),
  }),
  errors: [ERROR_CODES.operatorExists],
  summary:
    'Adds an operator to the merchant with a role and a generated one-time password (answered once, stored as argon2id); audited.',
});

export const opsChangeOperatorRole = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/operators/role`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  body: z.extend(operatorId, { role: z.enum(OPERATOR_ROLES) }),
  value: z.object({ operator: operatorRowSchema }),
  errors: [ERROR_CODES.operatorNotFound, ERROR_CODES.operatorSelf],
  summary: "Changes a merchant operator's role and ends their sessions; audited with both roles.",
});

export const opsDisableOperator = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/operators/disable`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  body: operatorId,
  value: z.object({ operator: operatorRowSchema }),
  errors: [ERROR_CODES.operatorNotFound, ERROR_CODES.operatorSelf],
  summary: 'Disables a merchant operator for good and ends their sessions; audited.',
});

export const opsResetOperatorTwoFactor = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/operators/reset-2fa`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  body: operatorId,
  value: z.object({ operator: operatorRowSchema }),
  errors: [ERROR_CODES.operatorNotFound],
  summary:
    "Unpairs a merchant operator's authenticator and ends their sessions: they pair a new one at their next sign-in; audited.",
});
