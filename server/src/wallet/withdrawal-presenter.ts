import {
  maskAccountNumber,
  needsSecondApproval,
  type OpsWithdrawalView,
  type WithdrawAccountView,
  type WithdrawalView,
} from '@lobby/contract';
import type { RecentActivity } from './recent-activity-repository.js';
import type { WithdrawAccount } from './withdraw-account-repository.js';
import type { OperatorRow, Withdrawal } from './withdrawal-repository.js';

/** A saved account as answers show it: the number masked. */
export const presentWithdrawAccount = (account: WithdrawAccount): WithdrawAccountView => ({
  accountId: account.id,
  type: account.type,
  provider: account.provider,
  holderName: account.holderName,
  maskedNumber: maskAccountNumber(account.accountNumber),
});

/** A withdrawal as the member and the operator see it, with its account masked. */
export const presentWithdrawal = (
  withdrawal: Withdrawal,
  account: WithdrawAccount | undefined,
): WithdrawalView => ({
  withdrawalId: withdrawal.id,
  amount: withdrawal.amount,
  status: withdrawal.status,
  createdAt: withdrawal.createdAt.toISOString(),
  account: account ? presentWithdrawAccount(account) : null,
});

/** A request as the operator's queue shows it: masked account, approvals and who decided. */
export const presentOpsWithdrawal = (
  row: OperatorRow,
  approvalAbove: number,
): OpsWithdrawalView => ({
  ...presentWithdrawal(row.withdrawal, row.account),
  memberId: row.withdrawal.memberId,
  userName: row.userName,
  twoOperators: needsSecondApproval(row.withdrawal.amount, approvalAbove),
  firstApproval: row.withdrawal.firstApproval
    ? {
        operatorName: row.withdrawal.firstApproval.name,
        at: row.withdrawal.firstApproval.at.toISOString(),
      }
    : null,
  decidedBy: row.withdrawal.decidedBy?.name ?? null,
  decidedAt: row.withdrawal.decidedAt?.toISOString() ?? null,
});

/** The one place the full account number leaves the server: finance's audited reveal. */
export const presentRevealedAccount = (row: OperatorRow) => ({
  withdrawalId: row.withdrawal.id,
  account: row.account
    ? {
        type: row.account.type,
        provider: row.account.provider,
        holderName: row.account.holderName,
        accountNumber: row.account.accountNumber,
      }
    : null,
});

/** The member's recent activity beside a withdrawal, compact. */
export const presentRecentActivity = (activity: RecentActivity) => ({
  memberId: activity.member.id,
  userName: activity.member.userName,
  registeredAt: activity.member.registeredAt.toISOString(),
  balance: activity.balances.cash,
  bonusBalance: activity.balances.bonus,
  totals: activity.totals,
  deposits: activity.deposits.map((deposit) => ({
    ...deposit,
    createdAt: deposit.createdAt.toISOString(),
  })),
  withdrawals: activity.withdrawals.map((withdrawal) => ({
    withdrawalId: withdrawal.id,
    amount: withdrawal.amount,
    status: withdrawal.status,
    createdAt: withdrawal.createdAt.toISOString(),
  })),
  plays: activity.plays.map((play) => ({ ...play, createdAt: play.createdAt.toISOString() })),
  bonuses: activity.bonuses.map((bonus) => ({
    ...bonus,
    grantedAt: bonus.grantedAt.toISOString(),
  })),
});
