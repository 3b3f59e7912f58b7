import { randomUUID } from 'node:crypto';
import { ERROR_CODES, minorDigits, type WithdrawalView } from '@lobby/contract';
import type { WalletEventRepository } from '../../db/wallet-event-repository.js';
import type {
  WithdrawAccount,
  WithdrawAccountRepository,
} from '../../db/withdraw-account-repository.js';
import type { Withdrawal, WithdrawalRepository } from '../../db/withdrawal-repository.js';
import { AppError } from '../../errors.js';
import type { WalletService } from './wallet.js';
import { presentWithdrawAccount } from './withdraw-accounts.js';

const LIST_LIMIT = 20;
const OPERATOR_LIST_LIMIT = 200;

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

const insufficientFunds = () =>
  new AppError(
    409,
    ERROR_CODES.walletInsufficientFunds,
    'The balance does not cover this withdrawal',
  );

/** What an operator's decision did. */
export type Decision =
  | { outcome: 'decided'; withdrawal: Withdrawal }
  | { outcome: 'already'; withdrawal: Withdrawal }
  | { outcome: 'unknown' };

/**
 * Withdrawals: a request holds its amount at once (a ledger entry, so never below zero); the
 * operator approves it, or rejects it and the hold returns to the balance, once.
 */
export class WithdrawalService {
  constructor(
    private readonly withdrawals: WithdrawalRepository,
    private readonly events: WalletEventRepository,
    private readonly accounts: WithdrawAccountRepository,
    private readonly wallet: WalletService,
    private readonly now: () => Date,
  ) {}

  /**
   * Holds the amount and records the request and its withdraw event (SPEC section 3), as one. The
   * money goes to one of the member's saved accounts: the operator must know where to pay.
   */
  async request(
    merchant: { code: string; currency: string; demo?: boolean },
    memberId: number,
    amount: number,
    accountId: string,
  ) {
    const merchantCode = merchant.code;
    const account = await this.accounts.find(merchantCode, memberId, accountId);
    if (!account) {
      throw new AppError(
        404,
        ERROR_CODES.withdrawAccountNotFound,
        'No such withdrawal account for this member',
      );
    }
    const id = randomUUID();
    // The hold and the request row are one transaction: never money held without a request.
    const held = await this.wallet.move(
      {
        merchantCode,
        memberId,
        kind: 'withdrawal_hold',
        amount: -amount,
        reference: `withdrawal:${id}`,
      },
      async (trx, hold) => {
        // Demo money never leaves a real merchant. Read behind the hold's lock of the wallet row,
        // so concurrent requests cannot each spend the same margin; throwing undoes the hold.
        const before = hold.balanceAfter + amount;
        if ((await this.wallet.withdrawable(merchant, memberId, before, trx)) < amount) {
          throw insufficientFunds();
        }
        await this.withdrawals.insert(
          { id, merchantCode, memberId, amount, accountId: account.id },
          trx,
        );
        await this.events.record(
          {
            merchantCode,
            memberId,
            name: 'withdraw',
            amount,
            currency: merchant.currency,
            reference: id,
          },
          trx,
        );
      },
    );
    if (held.status !== 'posted') throw insufficientFunds();
    const withdrawal = (await this.withdrawals.findById(id))!;
    return {
      withdrawal: presentWithdrawal(withdrawal, account),
      balance: held.entry.balanceAfter,
    };
  }

  async list(merchantCode: string, memberId: number) {
    const [withdrawals, accounts] = await Promise.all([
      this.withdrawals.list(merchantCode, memberId, LIST_LIMIT),
      this.accounts.list(merchantCode, memberId),
    ]);
    const byId = new Map(accounts.map((account) => [account.id, account]));
    return {
      withdrawals: withdrawals.map((withdrawal) =>
        presentWithdrawal(
          withdrawal,
          withdrawal.accountId ? byId.get(withdrawal.accountId) : undefined,
        ),
      ),
    };
  }

  /** The operator's decision; a rejection releases the hold (once, by its ledger reference). */
  async decide(
    id: string,
    decision: 'approve' | 'reject',
    merchantCode?: string,
  ): Promise<Decision> {
    const found = await this.withdrawals.findById(id);
    // An operator page decides only its own merchant's requests.
    if (!found || (merchantCode !== undefined && found.merchantCode !== merchantCode)) {
      return { outcome: 'unknown' };
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const decided = await this.withdrawals.decide(found.merchantCode, id, status, this.now());
    if (!decided) return { outcome: 'already', withdrawal: found };
    if (status === 'rejected') {
      await this.wallet.move({
        merchantCode: found.merchantCode,
        memberId: found.memberId,
        kind: 'withdrawal_release',
        amount: found.amount,
        reference: `withdrawal:${id}:release`,
      });
    }
    return { outcome: 'decided', withdrawal: { ...found, status } };
  }

  /** The operator page's list: pending first, with who asked and the full account number. */
  async listForOperator(merchant: { code: string; currency: string }) {
    const rows = await this.withdrawals.listForOperator(merchant.code, OPERATOR_LIST_LIMIT);
    return {
      currency: merchant.currency,
      minorDigits: minorDigits(merchant.currency),
      withdrawals: rows.map(({ withdrawal, userName, account }) => ({
        ...presentWithdrawal(withdrawal, account),
        userName,
        accountNumber: account?.accountNumber ?? null,
      })),
    };
  }

  /** The operator page's decision, for its own merchant only. */
  async decideForOperator(merchantCode: string, id: string, decision: 'approve' | 'reject') {
    const result = await this.decide(id, decision, merchantCode);
    if (result.outcome === 'unknown') {
      throw new AppError(
        404,
        ERROR_CODES.withdrawalNotFound,
        'No such withdrawal on this merchant',
      );
    }
    if (result.outcome === 'already') {
      throw new AppError(
        409,
        ERROR_CODES.withdrawalDecided,
        `This withdrawal is already ${result.withdrawal.status}`,
      );
    }
    const account = result.withdrawal.accountId
      ? await this.accounts.find(
          merchantCode,
          result.withdrawal.memberId,
          result.withdrawal.accountId,
        )
      : undefined;
    return { withdrawal: presentWithdrawal(result.withdrawal, account) };
  }
}
