import type { OpsAdjustment } from '@lobby/contract';
import type { BalanceAdjustment } from './balance-adjustment-repository.js';

/** An adjustment as the console shows it. */
export function presentAdjustment(adjustment: BalanceAdjustment): OpsAdjustment {
  return {
    adjustmentId: adjustment.id,
    memberId: adjustment.memberId,
    userName: adjustment.userName,
    amount: adjustment.amount,
    reason: adjustment.reason,
    status: adjustment.status,
    requestedBy: adjustment.requestedBy,
    decidedBy: adjustment.decidedBy,
    createdAt: adjustment.createdAt.toISOString(),
    decidedAt: adjustment.decidedAt?.toISOString() ?? null,
  };
}
