import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { int4Id } from '../core/bounds.js';
import { MAX_ENTRY_AMOUNT } from './wallet.js';
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_STATUSES,
  OPS_MEMBERS_API,
  opsReasonText,
} from '../member-console/member-console.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const opsAdjustmentSchema = z.object({
  adjustmentId: z.number(),
  memberId: z.number(),
  userName: z.string(),
  /** Signed minor units: positive credits, negative debits the cash account. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type OpsAdjustment = z.infer<typeof opsAdjustmentSchema>;

/** A member's two balances, in minor units. */
export const opsBalancesSchema = z.object({ cash: z.number(), bonus: z.number() });

const adjustmentAnswer = z.object({
  adjustment: opsAdjustmentSchema,
  balances: opsBalancesSchema,
});

export const opsAdjustBalance = defineCall({
  method: 'POST',
  path: `${OPS_MEMBERS_API}/adjustments`,
  access: 'operator',
  permission: 'members.adjust',
  encrypted: false,
  cache: 'none',
  body: z.object({
    memberId: int4Id(),
    direction: z.enum(ADJUSTMENT_DIRECTIONS),
    /** Minor units, always positive; the direction gives the sign. */
    amount: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ENTRY_AMOUNT)),
    reason: opsReasonText,
    /** Made once per form by the console: a retried request moves nothing twice. */
    requestId: text(36).check(z.regex(UUID_PATTERN, 'a UUID')),
  }),
  value: adjustmentAnswer,
  errors: [
    ERROR_CODES.opsMemberNotFound,
    ERROR_CODES.walletInsufficientFunds,
    ERROR_CODES.adjustmentRequestReused,
  ],
  summary:
    "Credits or debits a member's cash with a reason: a ledger entry, the balance and the audit entry in one transaction, never below zero. Above the merchant's ops.adjustmentApprovalAbove it only records a pending adjustment, which a second operator approves or rejects. The same requestId answers the first adjustment again.",
});

export const opsDecideAdjustment = defineCall({
  method: 'POST',
  path: `${OPS_MEMBERS_API}/adjustments/decide`,
  access: 'operator',
  permission: 'members.adjust',
  encrypted: false,
  cache: 'none',
  body: z.object({ adjustmentId: int4Id(), decision: z.enum(['approve', 'reject']) }),
  value: adjustmentAnswer,
  errors: [
    ERROR_CODES.adjustmentNotFound,
    ERROR_CODES.adjustmentDecided,
    ERROR_CODES.adjustmentOwnRequest,
    ERROR_CODES.approvalNotIndependent,
    ERROR_CODES.walletInsufficientFunds,
  ],
  summary:
    'Approves (applies once) or rejects a pending adjustment; the operator who asked for it may not decide it. A debit the balance no longer covers answers wallet.insufficient.funds and stays pending.',
});

export const opsPendingAdjustments = defineCall({
  method: 'GET',
  path: `${OPS_MEMBERS_API}/adjustments/pending`,
  access: 'operator',
  permission: 'members.adjust',
  encrypted: false,
  cache: 'none',
  value: z.object({ adjustments: z.array(opsAdjustmentSchema) }),
  errors: [],
  summary: "The merchant's adjustments waiting for a second operator, oldest first.",
});
