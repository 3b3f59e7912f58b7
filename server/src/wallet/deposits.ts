import { randomUUID } from 'node:crypto';
import {
  defaultDepositLimits,
  ERROR_CODES,
  type calls,
  type DepositMethod,
  type DepositStatusName,
  type LimitPeriod,
  type ParsedCallBody,
  type TrackedEventName,
} from '@lobby/contract';
import type { PaymentProvider } from './payments/payment-provider.js';
import type { Deposit, DepositRepository } from './deposit-repository.js';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import type { WalletEvents } from './wallet-events.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from '../core/http/request-identity.js';
import { verifySignedRequest, type SignedRequest } from '../core/signed-request.js';
import type { WalletService } from './wallet.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';

export type Notification = ParsedCallBody<typeof calls.paymentCallback>;

/**
 * Player protection's check of a deposit, run in the deposit's transaction behind the member's
 * lock: it refuses (throws) during a time-out or self-exclusion, before new terms are accepted,
 * or when the amount would pass a deposit limit.
 */
export type DepositGuard = (
  trx: Kysely<Database>,
  merchant: MerchantConfig,
  memberId: number,
  amount: number,
) => Promise<void>;

/**
 * Player protection's check of a payment about to be credited, in the credit's transaction: the
 * deposit limit crediting it would pass, or null (PlayGuards.depositPastLimit).
 */
export type DepositSettlementGuard = (
  trx: Kysely<Database>,
  merchant: MerchantConfig,
  deposit: { id: string; memberId: number; amount: number; createdAt: Date },
) => Promise<{ period: LimitPeriod; limit: number; used: number } | null>;

/** What the service tells the log: refused and replayed notifications. */
export type DepositLog = (message: string, details: Record<string, unknown>) => void;

const paymentSignatureInvalid = () =>
  new AppError(
    401,
    ERROR_CODES.paymentSignatureInvalid,
    'The notification signature does not check out',
  );
const depositNotFound = () =>
  new AppError(404, ERROR_CODES.depositNotFound, 'No such deposit on this merchant');

/** How long an unpaid deposit counts toward the member's cap (`wallet.maxPendingDeposits`). */
export const PENDING_DEPOSIT_WINDOW_MS = 30 * 60_000;

// Thrown inside the credit's transaction to roll it back when the deposit cannot be settled.
class NotSettleable extends Error {}

// Thrown inside the credit's transaction to roll it back when crediting would pass a limit.
class PastLimit extends Error {
  constructor(readonly limit: { period: LimitPeriod; limit: number; used: number }) {
    super('past the deposit limit');
  }
}

/** Who holds a payment past a limit in the audit log: the wallet itself, on no operator's call. */
const HOLD_ACTOR = (merchantCode: string): AuditActor => ({
  merchantCode,
  operatorId: null,
  operatorName: 'system:deposit-limits',
  ip: null,
});

/** The deposit bonus a deposit may take: checked when asked for, granted when paid. */
export interface DepositBonuses {
  check(
    merchant: MerchantConfig,
    memberId: number,
    promotionId: string,
    amount: number,
  ): Promise<void>;
  grant(
    trx: Transaction<Database>,
    merchant: MerchantConfig,
    deposit: { id: string; memberId: number; amount: number; bonusPromotionId: string },
  ): Promise<boolean>;
}

/**
 * Deposits: the methods a member may pay with, starting a deposit at a provider, and the
 * provider's signed notification, which credits the balance exactly once.
 */
export class DepositService {
  private readonly deposits: DepositRepository;
  private readonly events: WalletEvents;
  private readonly wallet: WalletService;
  private readonly providersFor: (merchant: MerchantConfig) => readonly PaymentProvider[];
  private readonly secretOf: (
    merchant: MerchantConfig,
    provider: string,
  ) => Promise<Uint8Array | string | undefined>;
  private readonly now: () => Date;
  private readonly log: DepositLog;
  private readonly guard: DepositGuard;
  private readonly settlementGuard: DepositSettlementGuard;
  private readonly audit: AuditLog;
  private readonly bonuses: DepositBonuses | undefined;

  constructor(deps: {
    deposits: DepositRepository;
    events: WalletEvents;
    wallet: WalletService;
    /** The demo provider and the merchant's real ones (`payments.providers`). */
    providersFor: (merchant: MerchantConfig) => readonly PaymentProvider[];
    /** The secret a provider of this merchant signs its notifications with. */
    secretOf: (
      merchant: MerchantConfig,
      provider: string,
    ) => Promise<Uint8Array | string | undefined>;
    now: () => Date;
    log: DepositLog;
    /** Player protection's check, in the deposit's transaction (limits, breaks, terms). */
    guard: DepositGuard;
    /** Player protection's check of a payment, in the credit's transaction (deposit limits). */
    settlementGuard: DepositSettlementGuard;
    /** Where a payment held past a limit is written for the operators (`deposit.held`). */
    audit: AuditLog;
    /** The deposit bonus a deposit may take (the bonuses area). */
    bonuses?: DepositBonuses | undefined;
  }) {
    this.deposits = deps.deposits;
    this.events = deps.events;
    this.wallet = deps.wallet;
    this.providersFor = deps.providersFor;
    this.secretOf = deps.secretOf;
    this.now = deps.now;
    this.log = deps.log;
    this.guard = deps.guard;
    this.settlementGuard = deps.settlementGuard;
    this.audit = deps.audit;
    this.bonuses = deps.bonuses;
  }

  methods(merchant: MerchantConfig): DepositMethod[] {
    const limits = defaultDepositLimits(merchant.currency);
    return this.providersFor(merchant).map((provider) => ({
      code: provider.method,
      name: provider.name,
      ...limits,
    }));
  }

  async create(
    merchant: MerchantConfig,
    session: SessionContext,
    request: ParsedCallBody<typeof calls.createDeposit>,
    origin: string,
  ): Promise<{ depositId: string; payUrl: string }> {
    const provider = this.providersFor(merchant).find(
      (candidate) => candidate.method === request.method,
    );
    if (!provider) {
      throw new AppError(
        400,
        ERROR_CODES.depositMethodUnknown,
        'This deposit method is not offered',
      );
    }
    const method = this.methods(merchant).find((candidate) => candidate.code === request.method)!;
    if (request.amount < method.minAmount || request.amount > method.maxAmount) {
      throw new AppError(
        400,
        ERROR_CODES.depositAmountOutOfRange,
        `A deposit is from ${method.minAmount} to ${method.maxAmount} (minor units)`,
      );
    }
    const bonusPromotionId = request.bonusPromotionId || null;
    if (bonusPromotionId) {
      if (!this.bonuses) throw new Error('Deposit bonuses are not wired');
      await this.bonuses.check(merchant, session.memberId, bonusPromotionId, request.amount);
    }
    const depositId = randomUUID();
    const inserted = await this.deposits.insertWithinCap(
      {
        id: depositId,
        merchantCode: merchant.code,
        memberId: session.memberId,
        method: request.method,
        amount: request.amount,
        bonusPromotionId,
      },
      merchant.wallet.maxPendingDeposits,
      new Date(this.now().getTime() - PENDING_DEPOSIT_WINDOW_MS),
      (trx) => this.guard(trx, merchant, session.memberId, request.amount),
    );
    if (!inserted) {
      throw new AppError(
        409,
        ERROR_CODES.depositPendingLimit,
        `At most ${merchant.wallet.maxPendingDeposits} unpaid deposits at once; pay or cancel one, or wait`,
      );
    }
    await this.event(merchant, session.memberId, 'depositSubmit', request.amount, depositId);
    const payUrl = await provider.checkoutUrl({
      depositId,
      merchantCode: merchant.code,
      amount: request.amount,
      currency: merchant.currency,
      origin,
    });
    return { depositId, payUrl };
  }

  async status(merchant: MerchantConfig, session: SessionContext, depositId?: string) {
    const deposit = depositId
      ? await this.deposits.find(merchant.code, depositId)
      : await this.deposits.latest(merchant.code, session.memberId);
    if (depositId && (!deposit || deposit.memberId !== session.memberId)) throw depositNotFound();
    return {
      deposit: deposit
        ? { depositId: deposit.id, amount: deposit.amount, status: deposit.status }
        : null,
    };
  }

  async notify(
    merchant: MerchantConfig,
    signed: SignedRequest,
    notification: Notification,
  ): Promise<{ depositId: string; status: DepositStatusName; credited: boolean }> {
    const secret = signed.signer ? await this.secretOf(merchant, signed.signer) : undefined;
    if (!verifySignedRequest(secret, signed, this.now())) {
      this.log('payment notification refused: bad signature', {
        provider: signed.signer,
        depositId: notification.depositId,
      });
      throw paymentSignatureInvalid();
    }
    // The methods this provider serves: only a deposit made with one of them is its to settle.
    const methods = this.providersFor(merchant)
      .filter((provider) => provider.provider === signed.signer)
      .map((provider) => provider.method);
    const deposit = await this.deposits.find(merchant.code, notification.depositId);
    if (!deposit) {
      this.log('payment notification refused: unknown deposit', { ...notification });
      throw depositNotFound();
    }
    if (!methods.includes(deposit.method)) {
      this.log('payment notification refused: the deposit is another provider’s', {
        provider: signed.signer,
        depositId: deposit.id,
        method: deposit.method,
      });
      throw depositNotFound();
    }
    if (deposit.amount !== notification.amount) {
      this.log('payment notification refused: amount differs', {
        depositId: deposit.id,
        expected: deposit.amount,
        got: notification.amount,
      });
      throw new AppError(409, ERROR_CODES.depositAmountMismatch, 'The amount is not the deposit’s');
    }
    if (deposit.status === 'held') {
      // Under an operator's review: a repeat changes nothing, whatever it says.
      this.log('payment notification repeated: the deposit is held for review', {
        depositId: deposit.id,
      });
      return { depositId: deposit.id, status: 'held', credited: false };
    }
    const at = this.now();
    const settle = (from: DepositStatusName[], to: DepositStatusName) => ({
      from,
      to,
      methods,
      providerReference: notification.providerReference,
      at,
    });
    if (notification.status === 'cancelled') {
      await this.deposits.settle(merchant.code, deposit.id, settle(['pending'], 'cancelled'));
      const current = await this.deposits.find(merchant.code, deposit.id);
      return { depositId: deposit.id, status: current!.status, credited: false };
    }
    // The ledger reference makes the credit exactly-once, whatever the repeats or their order; the
    // deposit turns paid in the credit's transaction, and only for the provider it was made with.
    const result = await this.wallet
      .move(
        {
          merchantCode: merchant.code,
          memberId: deposit.memberId,
          kind: 'deposit',
          amount: deposit.amount,
          reference: `deposit:${deposit.id}`,
          note: `${signed.signer} ${notification.providerReference}`,
        },
        async (trx, entry) => {
          // The limit holds when the money comes too: a payment that would pass it is held.
          const past = await this.settlementGuard(trx, merchant, deposit);
          if (past) throw new PastLimit(past);
          const settled = await this.deposits.settle(
            merchant.code,
            deposit.id,
            settle(['pending', 'cancelled'], 'paid'),
            trx,
          );
          if (!settled) throw new NotSettleable();
          // The chosen bonus is granted with the credit, or not at all (checked again now).
          if (deposit.bonusPromotionId && this.bonuses) {
            const granted = await this.bonuses.grant(trx, merchant, {
              id: deposit.id,
              memberId: deposit.memberId,
              amount: deposit.amount,
              bonusPromotionId: deposit.bonusPromotionId,
            });
            if (!granted) {
              this.log('deposit bonus not granted: the deposit no longer qualifies', {
                depositId: deposit.id,
                promotionId: deposit.bonusPromotionId,
              });
            }
          }
          // The money events, in the credit's transaction: a credit that rolls back leaves none.
          // Behind the wallet row's lock, so of two deposits credited at once one only is first.
          const first = !(await this.deposits.depositedBefore(
            merchant.code,
            deposit.memberId,
            entry.id,
            trx,
          ));
          const names = [
            'deposit',
            first ? 'firstDeposit' : 'redeposit',
            // The money of the member's first deposit has arrived (SPEC section 3).
            ...(first ? (['firstDepositArrival'] as const) : []),
          ] as const;
          for (const name of names) {
            await this.event(merchant, deposit.memberId, name, deposit.amount, deposit.id, trx);
          }
        },
      )
      .catch((error: unknown) => {
        if (error instanceof PastLimit) return error;
        if (!(error instanceof NotSettleable)) throw error;
        this.log('payment notification refused: the deposit cannot be settled', {
          provider: signed.signer,
          depositId: deposit.id,
        });
        throw depositNotFound();
      });
    if (result instanceof PastLimit) {
      return this.hold(merchant, deposit, settle(['pending', 'cancelled'], 'held'), result.limit);
    }
    if (result.status !== 'posted' && result.status !== 'duplicate') {
      throw new Error(`A deposit credit cannot be refused, but was: ${result.status}`);
    }
    if (result.status === 'duplicate') {
      this.log('payment notification repeated: nothing credited again', { depositId: deposit.id });
    }
    return { depositId: deposit.id, status: 'paid', credited: result.status === 'posted' };
  }

  /**
   * Holds a payment that would pass a deposit limit: the deposit turns `held` (from pending or
   * cancelled, once) with its `deposit.held` audit entry in one transaction, and nothing is
   * credited; its money waits for an operator, who returns it through the provider or credits it
   * by an adjustment. The credit it replaces rolled back before, so a twin notification that
   * credited meanwhile wins and this one answers paid.
   */
  private async hold(
    merchant: MerchantConfig,
    deposit: Deposit,
    change: Parameters<DepositRepository['settle']>[2],
    past: { period: LimitPeriod; limit: number; used: number },
  ): Promise<{ depositId: string; status: DepositStatusName; credited: boolean }> {
    const held = await this.deposits.transaction(async (trx) => {
      if (!(await this.deposits.settle(merchant.code, deposit.id, change, trx))) return false;
      await this.audit.append(
        HOLD_ACTOR(merchant.code),
        {
          action: 'deposit.held',
          targetType: 'member',
          targetId: deposit.memberId,
          before: { depositId: deposit.id, status: deposit.status },
          after: {
            depositId: deposit.id,
            status: 'held',
            amount: deposit.amount,
            method: deposit.method,
            providerReference: change.providerReference,
            limit: past,
          },
        },
        trx,
      );
      return true;
    });
    const current = held ? undefined : await this.deposits.find(merchant.code, deposit.id);
    if (!held && current?.status !== 'held' && current?.status !== 'paid') {
      this.log('payment notification refused: the deposit cannot be settled', {
        depositId: deposit.id,
      });
      throw depositNotFound();
    }
    const status = current?.status ?? 'held';
    if (status === 'held') {
      this.log('payment held for review: crediting it would pass a deposit limit', {
        depositId: deposit.id,
        memberId: deposit.memberId,
        ...past,
      });
    }
    return { depositId: deposit.id, status, credited: false };
  }

  private event(
    merchant: MerchantConfig,
    memberId: number,
    name: TrackedEventName,
    amount: number,
    reference: string,
    trx?: Kysely<Database>,
  ) {
    return this.events.record(
      {
        merchantCode: merchant.code,
        memberId,
        name,
        amount,
        currency: merchant.currency,
        reference,
      },
      trx,
    );
  }
}
