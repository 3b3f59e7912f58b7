import { maskAccountNumber, type WithdrawAccountView, type WithdrawalView } from '@lobby/contract';
import type { WithdrawAccount } from './withdraw-account-repository.js';
import type { Withdrawal } from './withdrawal-repository.js';

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
