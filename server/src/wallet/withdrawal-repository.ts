import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WithdrawalsTable, WithdrawalStatus } from '../core/db/schema.js';

const COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'amount',
  'status',
  'created_at',
  'account_id',
] as const;

export interface Withdrawal {
  id: string;
  merchantCode: string;
  memberId: number;
  amount: number;
  status: WithdrawalStatus;
  createdAt: Date;
  /** The saved withdrawal account it goes to, when the request named one. */
  accountId: string | null;
}

/** What the operator list may be narrowed to; dates bound `created_at`, `to` exclusive. */
export interface OperatorFilter {
  status?: WithdrawalStatus | undefined;
  userName?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * A row's place in the operator list: pending (0) before decided (1), then newest first, then by
 * id (requests written in one transaction share their time).
 */
export interface OperatorKey {
  rank: 0 | 1;
  /** `created_at` in microseconds since 1970, in decimal: exact, where a Date keeps milliseconds. */
  micros: string;
  id: string;
}

export interface OperatorPage {
  after?: OperatorKey | undefined;
  before?: OperatorKey | undefined;
  limit: number;
}

const toWithdrawal = (row: Pick<Selectable<WithdrawalsTable>, (typeof COLUMNS)[number]>) => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  amount: Number(row.amount),
  status: row.status,
  createdAt: row.created_at,
  accountId: row.account_id,
});

/** Withdrawal requests; member reads name the merchant, the operator's look-up is by id. */
export class WithdrawalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts a pending request unless the member already has `maxPending` awaiting a decision: one
   * statement, in the hold's transaction (see WithdrawalService), whose wallet row update has
   * already locked the member's wallet, so concurrent requests count one after another. False when
   * the member is at the cap.
   */
  async insertWithinCap(
    withdrawal: Omit<Withdrawal, 'status' | 'createdAt'>,
    maxPending: number,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await executor
      .insertInto('withdrawals')
      .columns(['id', 'merchant_code', 'member_id', 'amount', 'account_id'])
      .expression(
        executor
          .selectNoFrom([
            sql<string>`${withdrawal.id}`.as('id'),
            sql<string>`${withdrawal.merchantCode}`.as('merchant_code'),
            sql<number>`${withdrawal.memberId}::integer`.as('member_id'),
            sql<number>`${withdrawal.amount}::bigint`.as('amount'),
            sql<string | null>`${withdrawal.accountId}`.as('account_id'),
          ])
          .where(
            (eb) =>
              eb
                .selectFrom('withdrawals')
                .select((count) => count.fn.countAll().as('pending'))
                .where('merchant_code', '=', withdrawal.merchantCode)
                .where('member_id', '=', withdrawal.memberId)
                .where('status', '=', 'pending'),
            '<',
            maxPending,
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The operator's look-up: a withdrawal id is a UUID, unique across merchants. */
  async findById(id: string): Promise<Withdrawal | undefined> {
    const row = await this.db
      .selectFrom('withdrawals')
      .select(COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toWithdrawal(row) : undefined;
  }

  async list(merchantCode: string, memberId: number, limit: number): Promise<Withdrawal[]> {
    const rows = await this.db
      .selectFrom('withdrawals')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toWithdrawal);
  }

  /** Decides a pending withdrawal; false when it was already decided. */
  async decide(
    merchantCode: string,
    id: string,
    status: Exclude<WithdrawalStatus, 'pending'>,
    at: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('withdrawals')
      .set({ status, decided_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * One page of the merchant's requests for its operator, pending first and then newest first,
   * each with the member's name and the full number of the account it goes to. Pages by key
   * (rank, created_at, id): `page.after` answers the rows after that key, `page.before` those
   * before it (in list order). Fetches one row more than `page.limit` to tell whether more lie
   * that way.
   */
  async listForOperator(merchantCode: string, filter: OperatorFilter, page: OperatorPage) {
    const rank = sql<number>`CASE WHEN w.status = 'pending' THEN 0 ELSE 1 END`;
    const micros = sql<string>`(extract(epoch FROM w.created_at) * 1000000)::bigint`;
    let query = this.db
      .selectFrom('withdrawals as w')
      .innerJoin('members as m', (join) =>
        join.onRef('m.id', '=', 'w.member_id').onRef('m.merchant_code', '=', 'w.merchant_code'),
      )
      .leftJoin('withdraw_accounts as a', (join) =>
        join.onRef('a.id', '=', 'w.account_id').onRef('a.merchant_code', '=', 'w.merchant_code'),
      )
      .select([
        'w.id',
        'w.merchant_code',
        'w.member_id',
        'w.amount',
        'w.status',
        'w.created_at',
        'w.account_id',
        rank.as('rank'),
        micros.as('micros'),
        'm.username',
        'a.type as account_type',
        'a.provider as account_provider',
        'a.holder_name as account_holder',
        'a.account_number',
      ])
      .where('w.merchant_code', '=', merchantCode);
    if (filter.status) query = query.where('w.status', '=', filter.status);
    if (filter.userName) {
      query = query.where('m.username_folded', '=', filter.userName.toLowerCase());
    }
    if (filter.minAmount !== undefined) query = query.where('w.amount', '>=', filter.minAmount);
    if (filter.maxAmount !== undefined) query = query.where('w.amount', '<=', filter.maxAmount);
    if (filter.from) query = query.where('w.created_at', '>=', filter.from);
    if (filter.to) query = query.where('w.created_at', '<', filter.to);
    const key = page.after ?? page.before;
    const forward = !page.before;
    if (key) {
      const at = sql`(${key.micros}::bigint, ${key.id}::text)`;
      query = query.where(
        forward
          ? sql<boolean>`(${rank} > ${key.rank} OR (${rank} = ${key.rank} AND (${micros}, w.id) < ${at}))`
          : sql<boolean>`(${rank} < ${key.rank} OR (${rank} = ${key.rank} AND (${micros}, w.id) > ${at}))`,
      );
    }
    const rows = await query
      .orderBy(rank, forward ? 'asc' : 'desc')
      .orderBy('w.created_at', forward ? 'desc' : 'asc')
      .orderBy('w.id', forward ? 'desc' : 'asc')
      .limit(page.limit + 1)
      .execute();
    const more = rows.length > page.limit;
    const shown = rows.slice(0, page.limit);
    if (!forward) shown.reverse();
    return {
      more,
      rows: shown.map((row) => ({
        key: {
          rank: Number(row.rank) === 0 ? 0 : 1,
          micros: String(row.micros),
          id: row.id,
        } as OperatorKey,
        withdrawal: toWithdrawal(row),
        userName: row.username,
        account:
          row.account_id && row.account_type && row.account_number
            ? {
                id: row.account_id,
                merchantCode: row.merchant_code,
                memberId: row.member_id,
                type: row.account_type,
                provider: row.account_provider ?? '',
                holderName: row.account_holder ?? '',
                accountNumber: row.account_number,
              }
            : undefined,
      })),
    };
  }
}
