import { randomUUID } from 'node:crypto';
import {
  defaultWithdrawalMinimum,
  ERROR_CODES,
  minorDigits,
  OPS_WITHDRAWALS_PAGE_SIZE,
  type calls,
  type ParsedCallQuery,
} from '@lobby/contract';
import type { WalletEvents } from './wallet-events.js';
import type { WithdrawAccountRepository } from './withdraw-account-repository.js';
import type { OperatorKey, Withdrawal, WithdrawalRepository } from './withdrawal-repository.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { WalletService } from './wallet.js';
import { presentWithdrawal } from './withdrawal-presenter.js';
import type { Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';

const LIST_LIMIT = 20;

/**
 * What an active bonus does to a withdrawal, inside its transaction: forfeits the bonus, or throws
 * bonus.blocks.withdrawal (docs/bonuses.md).
 */
export type WithdrawalBonusRule = (
  trx: Transaction<Database>,
  merchantCode: string,
  memberId: number,
) => Promise<void>;
const DAY_MS = 86_400_000;

// Thrown inside a transaction to roll it back: the member is at the cap, or another decision won.
class PendingCapReached extends Error {}
class DecidedElsewhere extends Error {}

const cursorOf = (key: OperatorKey) => `${key.rank}.${key.micros}.${key.id}`;
// The contract has checked the cursor's shape: rank, microseconds and id, dot-separated.
const keyOf = (cursor: string | undefined): OperatorKey | undefined => {
  if (!cursor) return undefined;
  const [rank, micros = '', id = ''] = cursor.split('.');
  return { rank: rank === '0' ? 0 : 1, micros, id };
};
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The operator list's query: filters, days as YYYY-MM-DD, cursors. */
export type OperatorListQuery = ParsedCallQuery<typeof calls.opsWithdrawals>;

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
  private readonly withdrawals: WithdrawalRepository;
  private readonly events: WalletEvents;
  private readonly accounts: WithdrawAccountRepository;
  private readonly wallet: WalletService;
  private readonly now: () => Date;
  private readonly bonusRule: WithdrawalBonusRule | undefined;

  constructor(deps: {
    withdrawals: WithdrawalRepository;
    events: WalletEvents;
    accounts: WithdrawAccountRepository;
    wallet: WalletService;
    now: () => Date;
    /** An active bonus's rule on withdrawals, in the hold's transaction (the bonuses area). */
    bonusRule?: WithdrawalBonusRule | undefined;
  }) {
    this.withdrawals = deps.withdrawals;
    this.events = deps.events;
    this.accounts = deps.accounts;
    this.wallet = deps.wallet;
    this.now = deps.now;
    this.bonusRule = deps.bonusRule;
  }

  /**
   * Holds the amount and records the request and its withdraw event (SPEC section 3), as one. The
   * money goes to one of the member's saved accounts: the operator must know where to pay.
   */
  async request(
    merchant: Pick<MerchantConfig, 'code' | 'currency' | 'wallet'> & { demo?: boolean },
    memberId: number,
    amount: number,
    accountId: string,
  ) {
    const merchantCode = merchant.code;
    const minimum = merchant.wallet.minWithdrawal ?? defaultWithdrawalMinimum(merchant.currency);
    if (amount < minimum) {
      throw new AppError(
        400,
        ERROR_CODES.withdrawalBelowMinimum,
        `A withdrawal is at least ${minimum} (minor units)`,
      );
    }
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
    const held = await this.wallet
      .move(
        {
          merchantCode,
          memberId,
          kind: 'withdrawal_hold',
          amount: -amount,
          reference: `withdrawal:${id}`,
        },
        async (trx, hold) => {
          // Demo money never leaves a real merchant. Read behind the hold's lock of the wallet
          // row, so concurrent requests cannot each spend the same margin; throwing undoes the hold.
          if (this.bonusRule) await this.bonusRule(trx, merchantCode, memberId);
          const before = hold.balanceAfter + amount;
          if ((await this.wallet.withdrawable(merchant, memberId, before, trx)) < amount) {
            throw insufficientFunds();
          }
          const inserted = await this.withdrawals.insertWithinCap(
            { id, merchantCode, memberId, amount, accountId: account.id },
            merchant.wallet.maxPendingWithdrawals,
            trx,
          );
          if (!inserted) throw new PendingCapReached();
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
      )
      .catch((error: unknown) => {
        if (!(error instanceof PendingCapReached)) throw error;
        throw new AppError(
          409,
          ERROR_CODES.withdrawalPendingLimit,
          `At most ${merchant.wallet.maxPendingWithdrawals} withdrawals may await a decision at once`,
        );
      });
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

  /**
   * The operator's decision. A rejection releases the hold in the transaction that marks the
   * request rejected, so neither happens without the other, and only once (by its reference).
   */
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
    const at = this.now();
    const decided =
      decision === 'approve'
        ? await this.withdrawals.decide(found.merchantCode, id, 'approved', at)
        : await this.release(found, at);
    if (!decided) {
      return { outcome: 'already', withdrawal: (await this.withdrawals.findById(id)) ?? found };
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    return { outcome: 'decided', withdrawal: { ...found, status } };
  }

  /** Marks a pending request rejected and returns its hold, as one; false when decided before. */
  private async release(withdrawal: Withdrawal, at: Date): Promise<boolean> {
    try {
      const released = await this.wallet.move(
        {
          merchantCode: withdrawal.merchantCode,
          memberId: withdrawal.memberId,
          kind: 'withdrawal_release',
          amount: withdrawal.amount,
          reference: `withdrawal:${withdrawal.id}:release`,
        },
        async (trx) => {
          const rejected = await this.withdrawals.decide(
            withdrawal.merchantCode,
            withdrawal.id,
            'rejected',
            at,
            trx,
          );
          if (!rejected) throw new DecidedElsewhere();
        },
      );
      if (released.status === 'duplicate') return false;
      if (released.status !== 'posted') {
        throw new Error(`A withdrawal release cannot be refused, but was: ${released.status}`);
      }
      return true;
    } catch (error) {
      if (error instanceof DecidedElsewhere) return false;
      throw error;
    }
  }

  /** One page of the operator's list, filtered, with the cursors of the pages either side. */
  async listForOperator(merchant: { code: string; currency: string }, query: OperatorListQuery) {
    const after = keyOf(query.after);
    const before = keyOf(query.before);
    const { rows, more } = await this.withdrawals.listForOperator(
      merchant.code,
      {
        status: query.status,
        userName: query.userName,
        minAmount: query.minAmount,
        maxAmount: query.maxAmount,
        from: query.from ? dayStart(query.from) : undefined,
        to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
      },
      { after, before, limit: OPS_WITHDRAWALS_PAGE_SIZE },
    );
    const first = rows[0];
    const last = rows.at(-1);
    // Going back, `more` tells of rows before; going forward (or from the start), of rows after.
    const hasPrevious = before ? more : !!after;
    const hasNext = before ? true : more;
    return {
      currency: merchant.currency,
      minorDigits: minorDigits(merchant.currency),
      withdrawals: rows.map(({ withdrawal, userName, account }) => ({
        ...presentWithdrawal(withdrawal, account),
        userName,
        accountNumber: account?.accountNumber ?? null,
      })),
      next: hasNext && last ? cursorOf(last.key) : null,
      previous: hasPrevious && first ? cursorOf(first.key) : null,
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
