import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { int4Id } from '../core/bounds.js';
import { ERROR_CODES } from '../core/errors.js';
import { OPERATOR_ROLES } from './operator-roles.js';
import { OPERATOR_USERNAME_PATTERN } from './ops-console.js';
import { text } from '../core/text.js';
import { OPS_BASE_PATH } from './ops-base.js';

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

/**
 * An addition of an operator with a money role (admin, finance), or a change to one, waiting
 * for a second admin: the requester cannot approve it.
 */
export const operatorRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(['add', 'role']),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  requestedBy: z.string(),
  /** ISO 8601. */
  requestedAt: z.string(),
});
export type OperatorRequestRow = z.infer<typeof operatorRequestSchema>;

const operatorId = z.object({ operatorId: int4Id() });
/** An addition or role change: done (added, with its one-time password; changed) or pending. */
const operatorChange = z.union([
  z.object({
    status: z.literal('added'),
    operator: operatorRowSchema,
    /** Shown once: the new operator changes it and pairs an authenticator at first sign-in. */
    oneTimePassword: z.string(),
  }),
  z.object({ status: z.literal('changed'), operator: operatorRowSchema }),
  z.object({ status: z.literal('pending'), request: operatorRequestSchema }),
]);

export const opsOperators = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/operators`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  value: z.object({
    operators: z.array(operatorRowSchema),
    /** Operator requests waiting for a second admin, oldest first. */
    requests: z.array(operatorRequestSchema),
  }),
  errors: [],
  summary: "The merchant's operators, by name, and the requests waiting for a second admin.",
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
  value: operatorChange,
  errors: [ERROR_CODES.operatorExists],
  summary:
    'Adds an operator to the merchant with a role and a generated one-time password (answered once, stored as argon2id); with a money role (admin, finance) it files a request a second admin approves instead; audited.',
});

export const opsChangeOperatorRole = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/operators/role`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  body: z.extend(operatorId, { role: z.enum(OPERATOR_ROLES) }),
  value: operatorChange,
  errors: [ERROR_CODES.operatorNotFound, ERROR_CODES.operatorSelf, ERROR_CODES.operatorExists],
  summary:
    "Changes a merchant operator's role and ends their sessions; audited with both roles. A change to a money role (admin, finance) files a request a second admin approves instead.",
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

export const opsDecideOperatorRequest = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/operators/requests/decide`,
  access: 'operator',
  permission: 'operators.manage',
  encrypted: false,
  cache: 'none',
  body: z.object({ requestId: int4Id(), decision: z.enum(['approve', 'reject']) }),
  value: z.object({
    request: operatorRequestSchema,
    status: z.enum(['approved', 'rejected']),
    /** The operator added or changed (approved only). */
    operator: z.optional(operatorRowSchema),
    /** An approved addition's one-time password, shown once to the approving admin. */
    oneTimePassword: z.optional(z.string()),
  }),
  errors: [
    ERROR_CODES.operatorRequestNotFound,
    ERROR_CODES.operatorRequestDecided,
    ERROR_CODES.approvalNotIndependent,
  ],
  summary:
    'A second admin approves or rejects an operator request: never its requester nor an operator the requester made or who got its role after the request. An approved addition answers its one-time password to the approver; audited.',
});
