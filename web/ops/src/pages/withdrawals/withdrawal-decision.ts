import type { OpsWithdrawalView } from '@lobby/contract';

export type DecisionKind = 'approve' | 'reject';

/** A decision waiting for the operator's confirmation. */
export interface PendingDecision {
  withdrawal: OpsWithdrawalView;
  decision: DecisionKind;
}

/** How the queue states a request: a first approval names who gave it, a decision who made it. */
export function stateWords(
  withdrawal: Pick<OpsWithdrawalView, 'status' | 'firstApproval' | 'decidedBy'>,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (withdrawal.status === 'pending' && withdrawal.firstApproval) {
    return t('withdrawals.awaitingSecond', { name: withdrawal.firstApproval.operatorName });
  }
  const state = t(`withdrawals.state.${withdrawal.status}`);
  return withdrawal.decidedBy ? `${state} · ${withdrawal.decidedBy}` : state;
}

/** The confirmation's words: its title, its button, whether it is the dangerous kind. */
export function decisionQuestion(decision: DecisionKind) {
  return decision === 'approve'
    ? { titleKey: 'withdrawals.confirmApprove', labelKey: 'withdrawals.approve', danger: false }
    : { titleKey: 'withdrawals.confirmReject', labelKey: 'withdrawals.reject', danger: true };
}

/**
 * Which approval an approval is where two operators must approve (the first or the second,
 * naming who gave the first), or undefined where one approval decides.
 */
export function approvalStep(
  pending: PendingDecision,
):
  | { key: 'withdrawals.firstApproval' }
  | { key: 'withdrawals.secondApproval'; name: string }
  | undefined {
  const { withdrawal, decision } = pending;
  if (decision !== 'approve' || !withdrawal.twoOperators) return undefined;
  return withdrawal.firstApproval
    ? { key: 'withdrawals.secondApproval', name: withdrawal.firstApproval.operatorName }
    : { key: 'withdrawals.firstApproval' };
}

/** What an operator may do on a row: decide a pending request, reveal an account not yet shown. */
export function rowActions(
  withdrawal: Pick<OpsWithdrawalView, 'status' | 'account' | 'withdrawalId'>,
  may: { decide: boolean; reveal: boolean },
  revealed: Record<string, string>,
) {
  return {
    decide: withdrawal.status === 'pending' && may.decide,
    reveal: !!withdrawal.account && may.reveal && !revealed[withdrawal.withdrawalId],
  };
}
