import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { DepositsTable, DepositStatus } from './wallet-tables.js';

const DEPOSIT_COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'method',
  'amount',
  'status',
  'provider_reference',
  'created_at',
  'settled_at',
  'bonus_promotion_id',
] as const;

type DepositRecord = Pick<Selectable<DepositsTable>, (typeof DEPOSIT_COLUMNS)[number]>;

export interface Deposit {
  id: string;
  merchantCode: string;
  memberId: number;
  method: string;
  amount: number;
  status: DepositStatus;
  /** The deposit bonus chosen with it, granted when it is paid; null: none. */
  bonusPromotionId: string | null;
  /** When it started: it counts toward the deposit limits of the periods of this moment. */
  createdAt: Date;
}

const toDeposit = (row: DepositRecord): Deposit => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  method: row.method,
  amount: Number(row.amount),
  status: row.status,
  bonusPromotionId: row.bonus_promotion_id,
  createdAt: row.created_at,
});

/** Deposits; every query names the merchant. */
export class DepositRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts a pending deposit unless the member already has `maxPending` pending ones started
   * since `since`; false when at that cap. The member's row is locked first, so a burst of
   * requests counts one after another (the lock lets foreign-key checks through). `guard` runs
   * after that lock, in the transaction, before the insert: it refuses by throwing.
   */
  async insertWithinCap(
    deposit: Omit<Deposit, 'status' | 'bonusPromotionId' | 'createdAt'> & {
      bonusPromotionId?: string | null;
    },
    maxPending: number,
    since: Date,
    guard?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', deposit.merchantCode)
        .where('id', '=', deposit.memberId)
        .forNoKeyUpdate()
        .executeTakeFirst();
      if (!member) return false;
      if (guard) await guard(trx);
      const result = await trx
        .insertInto('deposits')
        .columns(['id', 'merchant_code', 'member_id', 'method', 'amount', 'bonus_promotion_id'])
        .expression(
          trx
            .selectNoFrom([
              sql<string>`${deposit.id}`.as('id'),
              sql<string>`${deposit.merchantCode}`.as('merchant_code'),
              sql<number>`${deposit.memberId}::integer`.as('member_id'),
              sql<string>`${deposit.method}`.as('method'),
              sql<number>`${deposit.amount}::bigint`.as('amount'),
              sql<string | null>`${deposit.bonusPromotionId ?? null}::text`.as(
                'bonus_promotion_id',
              ),
            ])
            .where(
              (eb) =>
                eb
                  .selectFrom('deposits')
                  .select((count) => count.fn.countAll().as('pending'))
                  .where('merchant_code', '=', deposit.merchantCode)
                  .where('member_id', '=', deposit.memberId)
                  .where('status', '=', 'pending')
                  .where('created_at', '>=', since),
              '<',
              maxPending,
            ),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async find(merchantCode: string, id: string): Promise<Deposit | undefined> {
    const row = await this.db
      .selectFrom('deposits')
      .select(DEPOSIT_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toDeposit(row) : undefined;
  }

  async latest(merchantCode: string, memberId: number): Promise<Deposit | undefined> {
    const row = await this.db
      .selectFrom('deposits')
      .select(DEPOSIT_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toDeposit(row) : undefined;
  }

  /**
   * Moves a deposit made with one of `methods` out of `from` into `to`; false when it was no
   * longer in `from`, or was made with another method. `executor` is a credit's transaction.
   */
  async settle(
    merchantCode: string,
    id: string,
    change: {
      from: readonly DepositStatus[];
      to: DepositStatus;
      methods: readonly string[];
      providerReference: string;
      at: Date;
    },
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    if (change.methods.length === 0) return false;
    const result = await executor
      .updateTable('deposits')
      .set({
        status: change.to,
        provider_reference: change.providerReference,
        settled_at: change.at,
      })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', 'in', change.from)
      .where('method', 'in', change.methods)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** True when the member has a deposit credit other than `entryId` (in `executor`, when given). */
  async depositedBefore(
    merchantCode: string,
    memberId: number,
    entryId: number,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const row = await executor
      .selectFrom('wallet_entries')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('kind', '=', 'deposit')
      .where('id', '<>', entryId)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }
}
