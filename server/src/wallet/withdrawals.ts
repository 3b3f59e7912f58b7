import { randomUUID } from 'node:crypto';
import {
  defaultWithdrawalApprovalAbove,
  defaultWithdrawalMinimum,
  ERROR_CODES,
  minorDigits,
  needsSecondApproval,
  OPS_ACTIVITY_DAYS,
  OPS_ACTIVITY_ITEMS,
  OPS_WITHDRAWALS_PAGE_SIZE,
  type calls,
  type ParsedCallQuery,
} from '@lobby/contract';
import type { WalletEvents } from './wallet-events.js';
import type { WithdrawAccountRepository } from './withdraw-account-repository.js';
import type { Approver, Withdrawal, WithdrawalRepository } from './withdrawal-repository.js';
import type { RecentActivityRepository } from './recent-activity-repository.js';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import { independentApprover } from '../core/approvals/independent-approver.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { WalletService } from './wallet.js';
import {
  presentOpsWithdrawal,
  presentRecentActivity,
  presentRevealedAccount,
  presentWithdrawal,
} from './withdrawal-presenter.js';
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

const HOUR_MS = 3_600_000;

// Thrown inside a transaction to roll it back: the member is at the cap, or another decision won.
class PendingCapReached extends Error {}
class DecidedElsewhere extends Error {
  constructor(readonly withdrawal: Withdrawal | undefined) {
    super('decided elsewhere');
  }
}

/** Above this amount (minor units) the merchant's withdrawals need two operators. */
export const approvalAboveOf = (merchant: Pick<MerchantConfig, 'currency' | 'wallet'>) =>
  merchant.wallet.withdrawalApprovalAbove ?? defaultWithdrawalApprovalAbove(merchant.currency);

const approverOf = (actor: AuditActor): Approver => ({
  name: actor.operatorName,
  id: actor.operatorId,
});

/** The same operator: by row id when both have one, else by name. */
const sameApprover = (a: Approver, b: Approver) =>
  a.id !== null && b.id !== null ? a.id === b.id : a.name === b.name;

const stateOf = (withdrawal: Withdrawal) => ({
  status: withdrawal.status,
  amount: withdrawal.amount,
  firstApprovedBy: withdrawal.firstApproval?.name ?? null,
});

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
  | { outcome: 'approved' | 'rejected' | 'awaitingSecond'; withdrawal: Withdrawal }
  | { outcome: 'already' | 'sameOperator' | 'notIndependent'; withdrawal: Withdrawal }
  | { outcome: 'unknown' };

/** Who decides and under which threshold: the operator (or command-line user) for the audit log. */
export interface DecisionContext {
  actor: AuditActor;
  /** Above this amount (minor units) two different operators must approve. */
  approvalAbove: number;
}

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
  private readonly audit: AuditLog;
  private readonly recent: RecentActivityRepository;

  constructor(deps: {
    audit: AuditLog;
    recent: RecentActivityRepository;
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
    this.audit = deps.audit;
    this.recent = deps.recent;
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

  /** A withdrawal by its id (unique across merchants), for the command line. */
  find(id: string): Promise<Withdrawal | undefined> {
    return this.withdrawals.findById(id);
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
   * The operator's decision, with its audit entry in the same transaction. A rejection releases
   * the hold in the transaction that marks the request rejected, so neither happens without the
   * other, and only once (by its reference). Above the threshold an approval is the first of two
   * until a different operator gives the second. Every decision locks the request's row first, so
   * concurrent ones take turns: one decides, the others find it decided.
   */
  async decide(
    id: string,
    decision: 'approve' | 'reject',
    context: DecisionContext,
    merchantCode?: string,
  ): Promise<Decision> {
    const found = await this.withdrawals.findById(id);
    // An operator page decides only its own merchant's requests.
    if (!found || (merchantCode !== undefined && found.merchantCode !== merchantCode)) {
      return { outcome: 'unknown' };
    }
    return decision === 'approve'
      ? this.approve(found, context)
      : this.reject(found, context.actor);
  }

  private approve(found: Withdrawal, context: DecisionContext): Promise<Decision> {
    const by = approverOf(context.actor);
    return this.withdrawals.transaction(async (trx): Promise<Decision> => {
      const current = await this.withdrawals.lock(found.merchantCode, found.id, trx);
      if (!current) return { outcome: 'unknown' };
      if (current.status !== 'pending') return { outcome: 'already', withdrawal: current };
      const at = this.now();
      const target = { targetType: 'withdrawal', targetId: current.id };
      if (needsSecondApproval(current.amount, context.approvalAbove)) {
        if (!current.firstApproval) {
          await this.withdrawals.recordFirstApproval(current.merchantCode, current.id, by, at, trx);
          const after = { ...current, firstApproval: { ...by, at } };
          await this.audit.append(
            context.actor,
            {
              action: 'withdrawal.approve.first',
              ...target,
              before: stateOf(current),
              after: stateOf(after),
            },
            trx,
          );
          return { outcome: 'awaitingSecond', withdrawal: after };
        }
        if (sameApprover(current.firstApproval, by)) {
          return { outcome: 'sameOperator', withdrawal: current };
        }
        const first = { id: current.firstApproval.id, at: current.firstApproval.at };
        if (!(await independentApprover(trx, by.id, first))) {
          return { outcome: 'notIndependent', withdrawal: current };
        }
      }
      await this.withdrawals.decide(current.merchantCode, current.id, 'approved', at, by, trx);
      const after: Withdrawal = { ...current, status: 'approved', decidedBy: by, decidedAt: at };
      await this.audit.append(
        context.actor,
        {
          action: 'withdrawal.approve',
          ...target,
          before: stateOf(current),
          after: stateOf(after),
        },
        trx,
      );
      return { outcome: 'approved', withdrawal: after };
    });
  }

  /** Marks a pending request rejected and returns its hold, as one, with its audit entry. */
  private async reject(withdrawal: Withdrawal, actor: AuditActor): Promise<Decision> {
    const by = approverOf(actor);
    let decided: Withdrawal | undefined;
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
          const current = await this.withdrawals.lock(withdrawal.merchantCode, withdrawal.id, trx);
          if (!current || current.status !== 'pending') throw new DecidedElsewhere(current);
          const at = this.now();
          await this.withdrawals.decide(current.merchantCode, current.id, 'rejected', at, by, trx);
          decided = { ...current, status: 'rejected', decidedBy: by, decidedAt: at };
          await this.audit.append(
            actor,
            {
              action: 'withdrawal.reject',
              targetType: 'withdrawal',
              targetId: current.id,
              before: stateOf(current),
              after: stateOf(decided),
            },
            trx,
          );
        },
      );
      if (released.status === 'duplicate') {
        const current = await this.withdrawals.findById(withdrawal.id);
        return { outcome: 'already', withdrawal: current ?? withdrawal };
      }
      if (released.status !== 'posted' || !decided) {
        throw new Error(`A withdrawal release cannot be refused, but was: ${released.status}`);
      }
      return { outcome: 'rejected', withdrawal: decided };
    } catch (error) {
      if (error instanceof DecidedElsewhere) {
        return { outcome: 'already', withdrawal: error.withdrawal ?? withdrawal };
      }
      throw error;
    }
  }

  /** One page of the operator's queue, filtered and sorted, with how many match. */
  async listForOperator(
    merchant: Pick<MerchantConfig, 'code' | 'currency' | 'wallet'>,
    query: OperatorListQuery,
  ) {
    const now = this.now().getTime();
    const approvalAbove = approvalAboveOf(merchant);
    const { rows, total } = await this.withdrawals.listForOperator(
      merchant.code,
      {
        state: query.status,
        userName: query.userName,
        minAmount: query.minAmount,
        maxAmount: query.maxAmount,
        from: query.from ? dayStart(query.from) : undefined,
        to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
        requestedBy:
          query.minAgeHours === undefined ? undefined : new Date(now - query.minAgeHours * HOUR_MS),
        requestedSince:
          query.maxAgeHours === undefined ? undefined : new Date(now - query.maxAgeHours * HOUR_MS),
      },
      query.sort,
      { offset: (query.page - 1) * OPS_WITHDRAWALS_PAGE_SIZE, limit: OPS_WITHDRAWALS_PAGE_SIZE },
    );
    return {
      currency: merchant.currency,
      minorDigits: minorDigits(merchant.currency),
      approvalAbove,
      page: query.page,
      pageSize: OPS_WITHDRAWALS_PAGE_SIZE,
      total,
      withdrawals: rows.map((row) => presentOpsWithdrawal(row, approvalAbove)),
    };
  }

  /** The queue's decision, for the operator's own merchant only. */
  async decideForOperator(
    merchant: Pick<MerchantConfig, 'code' | 'currency' | 'wallet'>,
    actor: AuditActor,
    id: string,
    decision: 'approve' | 'reject',
  ) {
    const approvalAbove = approvalAboveOf(merchant);
    const result = await this.decide(id, decision, { actor, approvalAbove }, merchant.code);
    if (result.outcome === 'unknown') throw notFound();
    if (result.outcome === 'already') {
      throw new AppError(
        409,
        ERROR_CODES.withdrawalDecided,
        `This withdrawal is already ${result.withdrawal.status}`,
      );
    }
    if (result.outcome === 'sameOperator') {
      throw new AppError(
        409,
        ERROR_CODES.withdrawalSameOperator,
        'You gave this withdrawal its first approval; a different operator must give the second',
      );
    }
    if (result.outcome === 'notIndependent') {
      throw new AppError(
        403,
        ERROR_CODES.approvalNotIndependent,
        'The second approval comes from an operator the first approver did not make and who held the role before it',
      );
    }
    const row = await this.withdrawals.findForOperator(merchant.code, id);
    if (!row) throw notFound();
    return { outcome: result.outcome, withdrawal: presentOpsWithdrawal(row, approvalAbove) };
  }

  /**
   * The full account number of one request, for finance: the audit entry is written first (in
   * the transaction that reads it), so no number is revealed without its record.
   */
  async revealAccount(merchantCode: string, actor: AuditActor, id: string) {
    return this.withdrawals.transaction(async (trx) => {
      const row = await this.withdrawals.findForOperator(merchantCode, id, trx);
      if (!row) throw notFound();
      await this.audit.append(
        actor,
        {
          action: 'withdrawal.reveal',
          targetType: 'withdrawal',
          targetId: id,
          after: { accountId: row.account?.id ?? null },
        },
        trx,
      );
      return presentRevealedAccount(row);
    });
  }

  /** The requesting member's recent activity, beside one request of the merchant. */
  async activityOf(merchantCode: string, id: string) {
    const row = await this.withdrawals.findForOperator(merchantCode, id);
    if (!row) throw notFound();
    const since = new Date(this.now().getTime() - OPS_ACTIVITY_DAYS * DAY_MS);
    const activity = await this.recent.read(
      merchantCode,
      row.withdrawal.memberId,
      since,
      OPS_ACTIVITY_ITEMS,
    );
    if (!activity) throw notFound();
    return presentRecentActivity(activity);
  }
}

const notFound = () =>
  new AppError(404, ERROR_CODES.withdrawalNotFound, 'No such withdrawal on this merchant');
