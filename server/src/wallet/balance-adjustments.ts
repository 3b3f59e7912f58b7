import type { Kysely, Transaction } from 'kysely';
import {
  adjustmentNeedsApproval,
  defaultAdjustmentApprovalAbove,
  ERROR_CODES,
  type ParsedCallBody,
  type calls,
} from '@lobby/contract';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { independentApprover } from '../core/approvals/independent-approver.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type {
  BalanceAdjustment,
  BalanceAdjustmentRepository,
} from './balance-adjustment-repository.js';
import type { WalletRepository } from './wallet-repository.js';

export type AdjustmentRequest = ParsedCallBody<typeof calls.opsAdjustBalance>;

/** What an adjustment call answers: the adjustment and the member's balances after it. */
export interface AdjustmentOutcome {
  adjustment: BalanceAdjustment;
  balances: { cash: number; bonus: number };
}

const memberNotFound = () =>
  new AppError(404, ERROR_CODES.opsMemberNotFound, 'No such member on this merchant');
const insufficient = (balance: number) =>
  new AppError(
    409,
    ERROR_CODES.walletInsufficientFunds,
    `The cash balance (${balance}) does not cover this debit`,
  );

const notIndependent = () =>
  new AppError(
    403,
    ERROR_CODES.approvalNotIndependent,
    'The second approval comes from an operator the requester did not make and who held the role before the request',
  );

/** The amount above which an adjustment waits for a second operator, on this merchant. */
export function adjustmentApprovalAbove(merchant: MerchantConfig): number {
  return merchant.ops.adjustmentApprovalAbove ?? defaultAdjustmentApprovalAbove(merchant.currency);
}

/** Whether two actors are the same operator (by row when both have one, else by name). */
function sameOperator(adjustment: BalanceAdjustment, actor: AuditActor): boolean {
  if (adjustment.requestedById !== null && actor.operatorId !== null) {
    return adjustment.requestedById === actor.operatorId;
  }
  return adjustment.requestedBy === actor.operatorName;
}

/**
 * Operators' credits and debits of a member's cash. Each is a ledger entry (kind adjustment,
 * reference `adjustment:<id>`) posted in the transaction that records the adjustment and appends
 * its audit entry, so the three stand or fall together; a debit never takes the balance below
 * zero (the wallet row's conditional update). Above the merchant's threshold an adjustment waits
 * until a second, different operator approves it: the approval locks the adjustment's row, so
 * two approvals racing pay once.
 */
export class BalanceAdjustmentService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      adjustments: BalanceAdjustmentRepository;
      wallet: WalletRepository;
      audit: AuditLog;
      now: () => Date;
    },
  ) {}

  async request(
    merchant: MerchantConfig,
    actor: AuditActor,
    input: AdjustmentRequest,
  ): Promise<AdjustmentOutcome> {
    const { adjustments, audit } = this.deps;
    const amount = input.direction === 'credit' ? input.amount : -input.amount;
    const reason = input.reason.trim();
    return this.deps.db.transaction().execute(async (trx) => {
      const userName = await adjustments.memberName(trx, merchant.code, input.memberId);
      if (!userName) throw memberNotFound();
      const id = await adjustments.insert(trx, {
        merchantCode: merchant.code,
        memberId: input.memberId,
        amount,
        reason,
        requestId: input.requestId,
        requestedBy: actor.operatorName,
        requestedById: actor.operatorId,
        createdAt: this.deps.now(),
      });
      if (id === undefined) return this.repeated(trx, merchant, input, amount, reason);
      const pending = (await adjustments.lock(trx, merchant.code, id))!;
      if (adjustmentNeedsApproval(amount, adjustmentApprovalAbove(merchant))) {
        await audit.append(
          actor,
          {
            action: 'member.adjust.request',
            targetType: 'member',
            targetId: input.memberId,
            after: { adjustmentId: id, amount, reason, status: 'pending' },
          },
          trx,
        );
        return {
          adjustment: pending,
          balances: await adjustments.balances(trx, merchant.code, input.memberId),
        };
      }
      return this.apply(trx, merchant, pending, actor, 'member.adjust', null);
    });
  }

  /** Approves (applies once) or rejects a pending adjustment; never its own requester's. */
  async decide(
    merchant: MerchantConfig,
    actor: AuditActor,
    adjustmentId: number,
    decision: 'approve' | 'reject',
  ): Promise<AdjustmentOutcome> {
    const { adjustments, audit } = this.deps;
    return this.deps.db.transaction().execute(async (trx) => {
      const adjustment = await adjustments.lock(trx, merchant.code, adjustmentId);
      if (!adjustment) {
        throw new AppError(
          404,
          ERROR_CODES.adjustmentNotFound,
          'No such adjustment on this merchant',
        );
      }
      if (adjustment.status !== 'pending') {
        throw new AppError(
          409,
          ERROR_CODES.adjustmentDecided,
          `This adjustment is already ${adjustment.status}`,
        );
      }
      if (sameOperator(adjustment, actor)) {
        throw new AppError(
          403,
          ERROR_CODES.adjustmentOwnRequest,
          'A second operator approves or rejects an adjustment, not the one who asked for it',
        );
      }
      if (decision === 'approve') {
        const requester = { id: adjustment.requestedById, at: adjustment.createdAt };
        if (!(await independentApprover(trx, actor.operatorId, requester))) {
          throw notIndependent();
        }
        return this.apply(trx, merchant, adjustment, actor, 'member.adjust.approve', actor);
      }
      const at = this.deps.now();
      await adjustments.markRejected(trx, merchant.code, adjustment.id, {
        by: actor.operatorName,
        byId: actor.operatorId,
        at,
      });
      await audit.append(
        actor,
        {
          action: 'member.adjust.reject',
          targetType: 'member',
          targetId: adjustment.memberId,
          before: { adjustmentId: adjustment.id, status: 'pending' },
          after: { adjustmentId: adjustment.id, status: 'rejected', amount: adjustment.amount },
        },
        trx,
      );
      return {
        adjustment: {
          ...adjustment,
          status: 'rejected',
          decidedBy: actor.operatorName,
          decidedAt: at,
        },
        balances: await adjustments.balances(trx, merchant.code, adjustment.memberId),
      };
    });
  }

  pending(merchant: MerchantConfig): Promise<BalanceAdjustment[]> {
    return this.deps.adjustments.pending(merchant.code, 200);
  }

  /** Posts the adjustment's entry, marks it applied and audits it, in the caller's transaction. */
  private async apply(
    trx: Transaction<Database>,
    merchant: MerchantConfig,
    adjustment: BalanceAdjustment,
    actor: AuditActor,
    action: string,
    decider: AuditActor | null,
  ): Promise<AdjustmentOutcome> {
    const { adjustments, wallet, audit } = this.deps;
    const posted = await wallet.postWithin(trx, {
      merchantCode: merchant.code,
      memberId: adjustment.memberId,
      kind: 'adjustment',
      amount: adjustment.amount,
      reference: `adjustment:${adjustment.id}`,
      note: adjustment.reason.slice(0, 200),
    });
    if (posted.status === 'insufficient') throw insufficient(posted.balance);
    if (posted.status !== 'posted') throw memberNotFound();
    const at = this.deps.now();
    await adjustments.markApplied(trx, merchant.code, adjustment.id, posted.entry.id, {
      by: decider?.operatorName ?? null,
      byId: decider?.operatorId ?? null,
      at,
    });
    const after = posted.entry.balanceAfter;
    await audit.append(
      actor,
      {
        action,
        targetType: 'member',
        targetId: adjustment.memberId,
        before: { cash: after - adjustment.amount, adjustmentId: adjustment.id, status: 'pending' },
        after: {
          cash: after,
          adjustmentId: adjustment.id,
          status: 'applied',
          amount: adjustment.amount,
          reason: adjustment.reason,
          entryId: posted.entry.id,
          requestedBy: adjustment.requestedBy,
        },
      },
      trx,
    );
    return {
      adjustment: {
        ...adjustment,
        status: 'applied',
        decidedBy: decider?.operatorName ?? null,
        decidedAt: at,
      },
      balances: await adjustments.balances(trx, merchant.code, adjustment.memberId),
    };
  }

  /** A request id seen before: the same request answers its adjustment, another is refused. */
  private async repeated(
    trx: Transaction<Database>,
    merchant: MerchantConfig,
    input: AdjustmentRequest,
    amount: number,
    reason: string,
  ): Promise<AdjustmentOutcome> {
    const earlier = await this.deps.adjustments.byRequestId(trx, merchant.code, input.requestId);
    if (
      !earlier ||
      earlier.memberId !== input.memberId ||
      earlier.amount !== amount ||
      earlier.reason !== reason
    ) {
      throw new AppError(
        409,
        ERROR_CODES.adjustmentRequestReused,
        'This request id belongs to another adjustment',
      );
    }
    return {
      adjustment: earlier,
      balances: await this.deps.adjustments.balances(trx, merchant.code, input.memberId),
    };
  }
}
