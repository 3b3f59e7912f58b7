import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BonusKind, BonusState, BonusWithdrawalRule } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { BonusGamesColumn, BonusesTable } from './bonuses-tables.js';

const BONUS_COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'kind',
  'promotion_id',
  'reference',
  'granted',
  'balance',
  'wagered',
  'required',
  'max_bet',
  'games',
  'on_withdrawal',
  'state',
  'granted_at',
  'expires_at',
  'ended_at',
] as const;
type BonusRecord = Pick<Selectable<BonusesTable>, (typeof BONUS_COLUMNS)[number]>;

/** A bonus with its bigints read as numbers (minor units stay far below 2^53). */
export interface Bonus {
  id: number;
  merchantCode: string;
  memberId: number;
  kind: BonusKind;
  promotionId: string | null;
  reference: string;
  granted: number;
  balance: number;
  wagered: number;
  required: number;
  maxBet: number | null;
  games: BonusGamesColumn;
  onWithdrawal: BonusWithdrawalRule;
  state: BonusState;
  grantedAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

export interface NewBonus {
  merchantCode: string;
  memberId: number;
  kind: BonusKind;
  promotionId: string | null;
  reference: string;
  granted: number;
  required: number;
  maxBet: number | null;
  games: BonusGamesColumn;
  onWithdrawal: BonusWithdrawalRule;
  grantedAt: Date;
  expiresAt: Date;
}

/** A recorded seamless-wallet bet: how its stake split and what it counted. */
export interface VendorBet {
  reference: string;
  memberId: number;
  vendor: string;
  gameId: string | null;
  roundId: string | null;
  cashStake: number;
  bonusStake: number;
  bonusId: number | null;
  contribution: number;
  rolledBack: boolean;
}

const RUNNING: readonly BonusState[] = ['queued', 'active'];

function toBonus(row: BonusRecord): Bonus {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    kind: row.kind,
    promotionId: row.promotion_id,
    reference: row.reference,
    granted: Number(row.granted),
    balance: Number(row.balance),
    wagered: Number(row.wagered),
    required: Number(row.required),
    maxBet: row.max_bet === null ? null : Number(row.max_bet),
    games: row.games,
    onWithdrawal: row.on_withdrawal,
    state: row.state,
    grantedAt: row.granted_at,
    expiresAt: row.expires_at,
    endedAt: row.ended_at,
  };
}

/**
 * Bonuses and the vendors' bets they count. Every method that changes them takes the transaction
 * that holds the member's wallet row lock (the wallet area's AccountLedgerService.lock), where
 * their ledger entries are posted too; every query names the merchant.
 */
export class BonusRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Reads outside a movement's transaction go through this. */
  get reader(): Kysely<Database> {
    return this.db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * True when a bet of this reference was taken: recorded as a vendor bet, or (from before bets
   * were recorded) posted as an entry. One statement, under the wallet lock.
   */
  async betTaken(
    trx: Transaction<Database>,
    merchantCode: string,
    reference: string,
  ): Promise<boolean> {
    const row = await trx
      .selectNoFrom((eb) =>
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('vendor_bets')
                .select('reference')
                .where('merchant_code', '=', merchantCode)
                .where('reference', '=', reference),
            ),
            eb.exists(
              eb
                .selectFrom('wallet_entries')
                .select('id')
                .where('merchant_code', '=', merchantCode)
                .where('reference', '=', reference),
            ),
          ])
          .as('taken'),
      )
      .executeTakeFirstOrThrow();
    return Boolean(row.taken);
  }

  /** Inserts a bonus unless its reference exists; answers the new row, or undefined. */
  async insert(
    trx: Transaction<Database>,
    bonus: NewBonus,
    state: 'active' | 'queued',
  ): Promise<Bonus | undefined> {
    const row = await trx
      .insertInto('bonuses')
      .values({
        merchant_code: bonus.merchantCode,
        member_id: bonus.memberId,
        kind: bonus.kind,
        promotion_id: bonus.promotionId,
        reference: bonus.reference,
        granted: bonus.granted,
        balance: 0,
        wagered: 0,
        required: bonus.required,
        max_bet: bonus.maxBet,
        games: JSON.stringify(bonus.games),
        on_withdrawal: bonus.onWithdrawal,
        state,
        granted_at: bonus.grantedAt,
        expires_at: bonus.expiresAt,
      })
      .onConflict((conflict) => conflict.columns(['merchant_code', 'reference']).doNothing())
      .returning(BONUS_COLUMNS)
      .executeTakeFirst();
    return row ? toBonus(row) : undefined;
  }

  async byReference(
    executor: Kysely<Database>,
    merchantCode: string,
    reference: string,
  ): Promise<Bonus | undefined> {
    const row = await executor
      .selectFrom('bonuses')
      .select(BONUS_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? toBonus(row) : undefined;
  }

  async byId(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
    id: number,
  ): Promise<Bonus | undefined> {
    const row = await executor
      .selectFrom('bonuses')
      .select(BONUS_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toBonus(row) : undefined;
  }

  /** The member's active bonus, if any. */
  async active(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<Bonus | undefined> {
    const row = await executor
      .selectFrom('bonuses')
      .select(BONUS_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return row ? toBonus(row) : undefined;
  }

  /** The member's queued and active bonuses, oldest first. */
  async running(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<Bonus[]> {
    const rows = await executor
      .selectFrom('bonuses')
      .select(BONUS_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('state', 'in', RUNNING)
      .orderBy('id')
      .execute();
    return rows.map(toBonus);
  }

  /** The member's latest ended bonuses, newest first. */
  async ended(merchantCode: string, memberId: number, limit: number): Promise<Bonus[]> {
    const rows = await this.db
      .selectFrom('bonuses')
      .select(BONUS_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('state', 'not in', RUNNING)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toBonus);
  }

  /** Members (of every merchant) with a running bonus whose time is up at `now`. */
  async dueMembers(
    now: Date,
    limit: number,
  ): Promise<{ merchantCode: string; memberId: number }[]> {
    const rows = await this.db
      .selectFrom('bonuses')
      .select(['merchant_code', 'member_id'])
      .distinct()
      .where('state', 'in', RUNNING)
      .where('expires_at', '<=', now)
      .limit(limit)
      .execute();
    return rows.map((row) => ({ merchantCode: row.merchant_code, memberId: row.member_id }));
  }

  /** Changes a bonus's money, progress or state (the wallet row is locked). */
  async update(
    trx: Transaction<Database>,
    bonus: Pick<Bonus, 'id' | 'merchantCode'>,
    change: { balance?: number; wagered?: number; state?: BonusState; endedAt?: Date | null },
  ): Promise<void> {
    await trx
      .updateTable('bonuses')
      .set({
        ...(change.balance === undefined ? {} : { balance: change.balance }),
        ...(change.wagered === undefined ? {} : { wagered: change.wagered }),
        ...(change.state === undefined ? {} : { state: change.state }),
        ...(change.endedAt === undefined ? {} : { ended_at: change.endedAt }),
      })
      .where('merchant_code', '=', bonus.merchantCode)
      .where('id', '=', bonus.id)
      .execute();
  }

  async recordBet(trx: Transaction<Database>, merchantCode: string, bet: VendorBet): Promise<void> {
    await trx
      .insertInto('vendor_bets')
      .values({
        merchant_code: merchantCode,
        reference: bet.reference,
        member_id: bet.memberId,
        vendor: bet.vendor,
        game_id: bet.gameId,
        round_id: bet.roundId,
        cash_stake: bet.cashStake,
        bonus_stake: bet.bonusStake,
        bonus_id: bet.bonusId,
        contribution: bet.contribution,
      })
      .execute();
  }

  async bet(
    trx: Transaction<Database>,
    merchantCode: string,
    reference: string,
  ): Promise<VendorBet | undefined> {
    const row = await trx
      .selectFrom('vendor_bets')
      .select([
        'reference',
        'member_id',
        'vendor',
        'game_id',
        'round_id',
        'cash_stake',
        'bonus_stake',
        'bonus_id',
        'contribution',
        'rolled_back',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      reference: row.reference,
      memberId: row.member_id,
      vendor: row.vendor,
      gameId: row.game_id,
      roundId: row.round_id,
      cashStake: Number(row.cash_stake),
      bonusStake: Number(row.bonus_stake),
      bonusId: row.bonus_id === null ? null : Number(row.bonus_id),
      contribution: Number(row.contribution),
      rolledBack: row.rolled_back,
    };
  }

  /** The bet a win belongs to: the round's, else the member's latest bet of the game. */
  async betOfWin(
    trx: Transaction<Database>,
    merchantCode: string,
    win: { memberId: number; vendor: string; roundId: string | null; gameId: string | null },
  ): Promise<VendorBet | undefined> {
    let query = trx
      .selectFrom('vendor_bets')
      .select('reference')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', win.memberId)
      .where('vendor', '=', win.vendor)
      .where('rolled_back', '=', false);
    if (win.roundId) query = query.where('round_id', '=', win.roundId);
    else if (win.gameId) query = query.where('game_id', '=', win.gameId);
    else return undefined;
    const row = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    return row ? this.bet(trx, merchantCode, row.reference) : undefined;
  }

  async markRolledBack(
    trx: Transaction<Database>,
    merchantCode: string,
    reference: string,
  ): Promise<void> {
    await trx
      .updateTable('vendor_bets')
      .set({ rolled_back: true })
      .where('merchant_code', '=', merchantCode)
      .where('reference', '=', reference)
      .execute();
  }

  /** A game's lane (category) and vendor, for wagering weights; undefined when unknown. */
  async game(
    executor: Kysely<Database>,
    merchantCode: string,
    gameId: string,
  ): Promise<{ lane: string; vendor: string } | undefined> {
    const row = await executor
      .selectFrom('games')
      .select(['lane', 'vendor_code'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', gameId)
      .executeTakeFirst();
    return row ? { lane: row.lane, vendor: row.vendor_code } : undefined;
  }

  /** How many of the member's deposits are paid (before a deposit being credited, or all). */
  async paidDeposits(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
    except?: string,
  ): Promise<number> {
    let query = executor
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('status', '=', 'paid');
    if (except) query = query.where('id', '<>', except);
    const row = await query.executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Per promotion: bonuses granted, wagered, and what converted, expired and was forfeited. */
  async report(merchantCode: string) {
    const rows = await this.db
      .selectFrom('bonuses as b')
      .leftJoin('wallet_entries as e', (join) =>
        join
          .onRef('e.merchant_code', '=', 'b.merchant_code')
          .on(sql<boolean>`e.bonus_id = b.id`)
          .on('e.account', '=', 'bonus'),
      )
      .select([
        sql<string>`coalesce(b.promotion_id, '(' || b.kind || ')')`.as('promotion'),
        sql<string>`count(DISTINCT b.id)`.as('bonuses'),
        sql<string>`coalesce(sum(e.amount) FILTER (WHERE e.kind = 'bonus'), 0)`.as('granted'),
        sql<string>`coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'bonus_convert'), 0)`.as(
          'converted',
        ),
        sql<string>`coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'bonus_forfeit'), 0)`.as(
          'forfeited',
        ),
        sql<string>`coalesce(-sum(e.amount) FILTER (WHERE e.kind = 'bonus_expire'), 0)`.as(
          'expired',
        ),
      ])
      .where('b.merchant_code', '=', merchantCode)
      .groupBy(sql`coalesce(b.promotion_id, '(' || b.kind || ')')`)
      .orderBy('promotion')
      .execute();
    const wagered = await this.db
      .selectFrom('bonuses')
      .select([
        sql<string>`coalesce(promotion_id, '(' || kind || ')')`.as('promotion'),
        sql<string>`sum(wagered)`.as('wagered'),
      ])
      .where('merchant_code', '=', merchantCode)
      .groupBy(sql`coalesce(promotion_id, '(' || kind || ')')`)
      .execute();
    const wageredOf = new Map(wagered.map((row) => [row.promotion, Number(row.wagered)]));
    return rows.map((row) => ({
      promotion: row.promotion,
      bonuses: Number(row.bonuses),
      granted: Number(row.granted),
      wagered: wageredOf.get(row.promotion) ?? 0,
      converted: Number(row.converted),
      forfeited: Number(row.forfeited),
      expired: Number(row.expired),
    }));
  }
}
