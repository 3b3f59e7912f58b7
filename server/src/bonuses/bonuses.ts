import {
  depositMatchAmount,
  ERROR_CODES,
  wageringRequired,
  type BonusKind,
  type BonusWithdrawalRule,
  type ClaimOutcome,
  type DepositBonusOffer,
} from '@lobby/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { BonusConfig, PromotionRepository, PromotionRow } from '../promotions/index.js';
import type { Languages } from '../promotions/index.js';
import { BonusLedger } from './bonus-ledger.js';
import { presentBonus, presentOffer } from './bonus-presenter.js';
import { EVERY_LANE } from './wagering.js';
import type { Bonus, BonusRepository } from './bonus-repository.js';
import type { AccountLedgerService } from '../wallet/index.js';
import type { BonusGamesColumn } from './bonuses-tables.js';

const DAY_MS = 86_400_000;
const ENDED_LISTED = 20;
/** Every game counts fully when a grant names no games and has no promotion to take them from. */
const EVERY_GAME: BonusGamesColumn = { categories: { [EVERY_LANE]: 100 } };

/** What the grant API takes (docs/bonuses.md); amounts in minor units. */
export interface GrantRequest {
  merchant: Pick<MerchantConfig, 'code'>;
  memberId: number;
  kind: BonusKind;
  amount: number;
  wagerMultiple: number;
  expiresAt: Date;
  /** Unique per merchant: a repeat grants nothing again and answers the first grant. */
  reference: string;
  promotionId?: string;
  maxBet?: number | null;
  games?: BonusGamesColumn;
  onWithdrawal?: BonusWithdrawalRule;
}

export interface GrantResult {
  bonusId: number;
  state: 'active' | 'queued' | 'converted';
  amount: number;
  required: number;
  expiresAt: Date;
  /** False when the reference had been granted before: nothing moved now. */
  created: boolean;
}

const notEligible = (message: string) => new AppError(409, ERROR_CODES.bonusNotEligible, message);
const firstDepositOnly = () =>
  new AppError(409, ERROR_CODES.bonusFirstDepositOnly, 'This bonus is for a first deposit only');

type DepositMatch = Extract<BonusConfig, { kind: 'depositMatch' }>;

const configOf = (row: Pick<PromotionRow, 'bonus'>): BonusConfig | null =>
  (row.bonus as BonusConfig | null) ?? null;

/**
 * Bonus money: grants (idempotent by reference), the member's bonuses, forfeits, deposit offers,
 * claims' payments, expiry. Every movement locks the member's wallet row first.
 */
export class BonusService {
  private readonly ledger: BonusLedger;
  private readonly repository: BonusRepository;
  private readonly accounts: AccountLedgerService;
  private readonly promotions: PromotionRepository;
  private readonly now: () => Date;

  constructor(deps: {
    repository: BonusRepository;
    accounts: AccountLedgerService;
    promotions: PromotionRepository;
    now: () => Date;
  }) {
    this.repository = deps.repository;
    this.accounts = deps.accounts;
    this.promotions = deps.promotions;
    this.now = deps.now;
    this.ledger = new BonusLedger(deps.repository, deps.accounts);
  }

  /**
   * Grants a bonus, inside `trx` when given (its lock and writes join the caller's transaction),
   * else in its own. Idempotent by reference. The bonus is active at once unless another is
   * active (then queued); without games, maximum bet or withdrawal rule, the promotion's apply.
   */
  async grant(request: GrantRequest, trx?: Transaction<Database>): Promise<GrantResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new Error(`A bonus is a positive whole number of minor units, not ${request.amount}`);
    }
    if (!Number.isSafeInteger(request.wagerMultiple) || request.wagerMultiple < 0) {
      throw new Error(`A wagering multiple is a whole number of 0 or more`);
    }
    const work = async (tx: Transaction<Database>) => {
      const merchantCode = request.merchant.code;
      const wallet = await this.accounts.lock(tx, merchantCode, request.memberId);
      if (!wallet) throw new Error(`No member ${request.memberId} of ${merchantCode}`);
      const earlier = await this.repository.byReference(tx, merchantCode, request.reference);
      if (earlier) return resultOf(earlier, false);
      const config = request.promotionId
        ? await this.promotionConfig(tx, merchantCode, request.promotionId)
        : null;
      const now = this.now();
      const active = await this.repository.active(tx, merchantCode, request.memberId);
      const inserted = await this.repository.insert(
        tx,
        {
          merchantCode,
          memberId: request.memberId,
          kind: request.kind,
          promotionId: request.promotionId ?? null,
          reference: request.reference,
          granted: request.amount,
          required: wageringRequired(request.amount, request.wagerMultiple),
          maxBet: request.maxBet !== undefined ? request.maxBet : (config?.maxBet ?? null),
          games: request.games ?? config?.games ?? EVERY_GAME,
          onWithdrawal: request.onWithdrawal ?? config?.onWithdrawal ?? 'forfeit',
          grantedAt: now,
          expiresAt: request.expiresAt,
        },
        active ? 'queued' : 'active',
      );
      if (!inserted) throw new Error(`Bonus reference ${request.reference} raced its lock`);
      const bonus = active ? inserted : await this.ledger.activate(tx, inserted, now);
      return resultOf(bonus, true);
    };
    return trx ? work(trx) : this.repository.transaction(work);
  }

  /** The member's running bonuses, then the latest ended ones (expired ones end as read). */
  async list(merchant: MerchantConfig, memberId: number, languages: Languages) {
    await this.expireFor(merchant.code, memberId);
    const [running, ended] = await Promise.all([
      this.repository.running(this.repositoryDb(), merchant.code, memberId),
      this.repository.ended(merchant.code, memberId, ENDED_LISTED),
    ]);
    const titles = await this.titles(merchant.code, [...running, ...ended]);
    return [...running, ...ended].map((bonus) =>
      presentBonus(bonus, titles.get(bonus.promotionId ?? ''), languages),
    );
  }

  /** The member gives up a running bonus: its money leaves the bonus account in one transaction. */
  async forfeit(merchant: MerchantConfig, memberId: number, bonusId: number, languages: Languages) {
    const { bonus, removed } = await this.forfeitBonus(merchant, memberId, bonusId);
    const titles = await this.titles(merchant.code, [bonus]);
    return { bonus: presentBonus(bonus, titles.get(bonus.promotionId ?? ''), languages), removed };
  }

  /** Forfeits a queued or active bonus of the member; answers it ended, and the money removed. */
  async forfeitBonus(
    merchant: Pick<MerchantConfig, 'code'>,
    memberId: number,
    bonusId: number,
  ): Promise<{ bonus: Bonus; removed: number }> {
    const now = this.now();
    return this.repository.transaction(async (trx) => {
      await this.accounts.lock(trx, merchant.code, memberId);
      await this.ledger.expireDue(trx, merchant.code, memberId, now);
      const found = await this.repository.byId(trx, merchant.code, memberId, bonusId);
      if (!found) throw new AppError(404, ERROR_CODES.bonusNotFound, 'No such bonus');
      if (found.state !== 'active' && found.state !== 'queued') {
        throw new AppError(409, ERROR_CODES.bonusNotActive, 'This bonus has ended already');
      }
      const ended = await this.ledger.end(trx, found, 'forfeited', now);
      return { bonus: ended, removed: found.balance };
    });
  }

  /** Ends every running bonus whose time is up, member by member (the scheduled sweep). */
  async sweepExpired(): Promise<number> {
    let ended = 0;
    for (;;) {
      const due = await this.repository.dueMembers(this.now(), 100);
      if (due.length === 0) return ended;
      for (const member of due) await this.expireFor(member.merchantCode, member.memberId);
      ended += due.length;
    }
  }

  /** The deposit matches the member may take with their next deposit. */
  async depositOffers(
    merchant: MerchantConfig,
    memberId: number,
    languages: Languages,
  ): Promise<DepositBonusOffer[]> {
    const now = this.now();
    const [rows, paid] = await Promise.all([
      this.promotions.current(merchant.code, now),
      this.repository.paidDeposits(this.repositoryDb(), merchant.code, memberId),
    ]);
    return rows.flatMap((row) => {
      const config = configOf(row);
      if (config?.kind !== 'depositMatch' || matchRefusal(config, paid) !== undefined) return [];
      return [presentOffer(row, config, languages)];
    });
  }

  /**
   * Checks a deposit's chosen bonus when the deposit is asked for: a current deposit match the
   * member qualifies for with this amount, else its own error.
   */
  async checkDepositChoice(
    merchant: MerchantConfig,
    memberId: number,
    promotionId: string,
    amount: number,
  ): Promise<void> {
    const row = await this.promotions.find(merchant.code, { id: promotionId });
    const now = this.now();
    if (!row || row.starts_at > now) {
      throw new AppError(404, ERROR_CODES.promotionNotFound, 'This promotion does not exist');
    }
    if (row.ends_at && row.ends_at <= now) {
      throw new AppError(410, ERROR_CODES.promotionExpired, 'This promotion has ended');
    }
    const config = configOf(row);
    if (config?.kind !== 'depositMatch') throw notEligible('This promotion is not a deposit bonus');
    const paid = await this.repository.paidDeposits(this.repositoryDb(), merchant.code, memberId);
    const refusal = matchRefusal(config, paid);
    if (refusal === 'first') throw firstDepositOnly();
    if (refusal === 'turn')
      throw notEligible(`This bonus applies to every ${config.everyNth}th deposit`);
    if (amount < config.minDeposit) {
      throw notEligible(`This bonus needs a deposit of at least ${config.minDeposit}`);
    }
  }

  /**
   * Grants a paid deposit's chosen bonus in the credit's transaction, when it still qualifies
   * (checked again: another deposit may have been paid meanwhile). Answers whether it granted.
   */
  async grantForDeposit(
    trx: Transaction<Database>,
    merchant: MerchantConfig,
    deposit: { id: string; memberId: number; amount: number; bonusPromotionId: string },
  ): Promise<boolean> {
    const row = await this.promotions.find(merchant.code, { id: deposit.bonusPromotionId }, trx);
    const config = row ? configOf(row) : null;
    const now = this.now();
    if (!row || config?.kind !== 'depositMatch' || row.starts_at > now) return false;
    if (row.ends_at && row.ends_at <= now) return false;
    const paid = await this.repository.paidDeposits(
      trx,
      merchant.code,
      deposit.memberId,
      deposit.id,
    );
    if (matchRefusal(config, paid) !== undefined || deposit.amount < config.minDeposit)
      return false;
    await this.grant(
      {
        merchant,
        memberId: deposit.memberId,
        kind: 'depositMatch',
        amount: depositMatchAmount(deposit.amount, config),
        wagerMultiple: config.wagerMultiple,
        expiresAt: new Date(now.getTime() + config.expiryDays * DAY_MS),
        reference: `deposit:${deposit.id}:bonus`,
        promotionId: row.id,
      },
      trx,
    );
    return true;
  }

  /** A claim's eligibility: a first-deposit match after a first deposit is refused. */
  async checkClaim(merchant: MerchantConfig, memberId: number, row: PromotionRow): Promise<void> {
    const config = configOf(row);
    if (config?.kind !== 'depositMatch' || !config.firstDepositOnly) return;
    if ((await this.repository.paidDeposits(this.repositoryDb(), merchant.code, memberId)) > 0) {
      throw firstDepositOnly();
    }
  }

  /** What a claim pays, in the claim's transaction: a free credit now, else what comes next. */
  async payClaim(
    trx: Transaction<Database>,
    merchant: MerchantConfig,
    memberId: number,
    row: PromotionRow,
    now: Date,
  ): Promise<ClaimOutcome> {
    const config = configOf(row);
    if (config?.kind === 'freeCredit') {
      const granted = await this.grant(
        {
          merchant,
          memberId,
          kind: 'freeCredit',
          amount: config.amount,
          wagerMultiple: config.wagerMultiple,
          expiresAt: new Date(now.getTime() + config.expiryDays * DAY_MS),
          reference: `claim:${row.id}:${memberId}`,
          promotionId: row.id,
        },
        trx,
      );
      return {
        kind: 'credited',
        bonusId: String(granted.bonusId),
        amount: granted.amount,
        wageringRequired: granted.required,
        expiresAt: granted.expiresAt.toISOString(),
        state: granted.state === 'queued' ? 'queued' : 'active',
      };
    }
    if (config?.kind === 'depositMatch') {
      return {
        kind: 'nextDeposit',
        percent: config.percent,
        cap: config.cap,
        minDeposit: config.minDeposit,
      };
    }
    if (row.available_kind) return { kind: 'action', action: row.available_kind };
    return { kind: 'recorded' };
  }

  /**
   * A withdrawal's rule while a bonus runs, in the withdrawal's transaction: the active bonus's
   * promotion blocks it (bonus.blocks.withdrawal) or it is forfeited with the withdrawal.
   */
  async onWithdrawal(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<void> {
    const now = this.now();
    await this.accounts.lock(trx, merchantCode, memberId);
    await this.ledger.expireDue(trx, merchantCode, memberId, now);
    const active = await this.repository.active(trx, merchantCode, memberId);
    if (!active) return;
    if (active.onWithdrawal === 'block') {
      throw new AppError(
        409,
        ERROR_CODES.bonusBlocksWithdrawal,
        'A withdrawal waits until the active bonus converts or is cancelled',
      );
    }
    await this.ledger.end(trx, active, 'forfeited', now);
  }

  /** The bonus money report of a merchant, per promotion. */
  report(merchantCode: string) {
    return this.repository.report(merchantCode);
  }

  /** Ends what has expired for one member, in one transaction under the wallet lock. */
  async expireFor(merchantCode: string, memberId: number): Promise<void> {
    const now = this.now();
    const running = await this.repository.running(this.repositoryDb(), merchantCode, memberId);
    if (!running.some((bonus) => bonus.expiresAt <= now)) return;
    await this.repository.transaction(async (trx) => {
      await this.accounts.lock(trx, merchantCode, memberId);
      await this.ledger.expireDue(trx, merchantCode, memberId, now);
    });
  }

  private repositoryDb(): Kysely<Database> {
    return this.repository.reader;
  }

  private async promotionConfig(
    executor: Kysely<Database>,
    merchantCode: string,
    promotionId: string,
  ) {
    // Read in the grant's transaction: on one connection (PGlite) a read beside it would wait.
    const row = await this.promotions.find(merchantCode, { id: promotionId }, executor);
    return row ? configOf(row) : null;
  }

  private async titles(merchantCode: string, bonuses: readonly Bonus[]) {
    const ids = [...new Set(bonuses.flatMap((bonus) => bonus.promotionId ?? []))];
    const rows = await Promise.all(ids.map((id) => this.promotions.find(merchantCode, { id })));
    return new Map(rows.flatMap((row) => (row ? [[row.id, row.title] as const] : [])));
  }
}

/** Why a deposit match does not apply to the member's next deposit, or undefined when it does. */
function matchRefusal(config: DepositMatch, paidBefore: number): 'first' | 'turn' | undefined {
  if (config.firstDepositOnly) return paidBefore === 0 ? undefined : 'first';
  return (paidBefore + 1) % config.everyNth === 0 ? undefined : 'turn';
}

function resultOf(bonus: Bonus, created: boolean): GrantResult {
  return {
    bonusId: bonus.id,
    state:
      bonus.state === 'queued' ? 'queued' : bonus.state === 'converted' ? 'converted' : 'active',
    amount: bonus.granted,
    required: bonus.required,
    expiresAt: bonus.expiresAt,
    created,
  };
}
