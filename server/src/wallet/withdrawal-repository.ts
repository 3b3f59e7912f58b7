import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { OpsWithdrawalSort, OpsWithdrawalState } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { WithdrawAccount } from './withdraw-account-repository.js';
import type { WithdrawalsTable, WithdrawalStatus } from './wallet-tables.js';

const COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'amount',
  'status',
  'created_at',
  'account_id',
  'first_approved_by',
  'first_approved_by_id',
  'first_approved_at',
  'decided_by',
  'decided_by_id',
  'decided_at',
] as const;

/** Who approved or rejected: an operator's name (and row id, when it has one). */
export interface Approver {
  name: string;
  id: number | null;
}

export interface Withdrawal {
  id: string;
  merchantCode: string;
  memberId: number;
  amount: number;
  status: WithdrawalStatus;
  createdAt: Date;
  /** The saved withdrawal account it goes to, when the request named one. */
  accountId: string | null;
  /** The first of two approvals (above the merchant's threshold). */
  firstApproval: (Approver & { at: Date }) | null;
  decidedBy: Approver | null;
  decidedAt: Date | null;
}

/** What the operator queue may be narrowed to; dates bound `created_at`, `to` exclusive. */
export interface OperatorFilter {
  state?: OpsWithdrawalState | undefined;
  userName?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Requested at or before this moment (a minimum age). */
  requestedBy?: Date | undefined;
  /** Requested at or after this moment (a maximum age). */
  requestedSince?: Date | undefined;
}

/** One row of the operator queue: the request, the member's name and the account in full. */
export interface OperatorRow {
  withdrawal: Withdrawal;
  userName: string;
  account: WithdrawAccount | undefined;
}

type Row = Pick<Selectable<WithdrawalsTable>, (typeof COLUMNS)[number]>;

const toWithdrawal = (row: Row): Withdrawal => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  amount: Number(row.amount),
  status: row.status,
  createdAt: row.created_at,
  accountId: row.account_id,
  firstApproval:
    row.first_approved_by && row.first_approved_at
      ? { name: row.first_approved_by, id: row.first_approved_by_id, at: row.first_approved_at }
      : null,
  decidedBy: row.decided_by ? { name: row.decided_by, id: row.decided_by_id } : null,
  decidedAt: row.decided_at,
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
    withdrawal: Pick<Withdrawal, 'id' | 'merchantCode' | 'memberId' | 'amount' | 'accountId'>,
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

  /**
   * A withdrawal for the operator with no withdrawal account (a self-exclusion's close-out), in
   * the transaction of its ledger hold.
   */
  async insertCloseOut(
    trx: Kysely<Database>,
    entry: { id: string; merchantCode: string; memberId: number; amount: number; at: Date },
  ): Promise<void> {
    await trx
      .insertInto('withdrawals')
      .values({
        id: entry.id,
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        amount: entry.amount,
        created_at: entry.at,
      })
      .execute();
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

  /** Runs `work` in one transaction (a decision, its ledger entry and its audit entry). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Reads a withdrawal of the merchant and locks its row until the transaction ends, so
   * concurrent decisions on it take turns and each sees the one before.
   */
  async lock(
    merchantCode: string,
    id: string,
    trx: Transaction<Database>,
  ): Promise<Withdrawal | undefined> {
    const row = await trx
      .selectFrom('withdrawals')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? toWithdrawal(row) : undefined;
  }

  /** Records the first of two approvals of a pending request (its row locked by lock()). */
  async recordFirstApproval(
    merchantCode: string,
    id: string,
    by: Approver,
    at: Date,
    trx: Transaction<Database>,
  ): Promise<void> {
    await trx
      .updateTable('withdrawals')
      .set({ first_approved_by: by.name, first_approved_by_id: by.id, first_approved_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('first_approved_by', 'is', null)
      .execute();
  }

  /** Decides a pending withdrawal; false when it was already decided. */
  async decide(
    merchantCode: string,
    id: string,
    status: Exclude<WithdrawalStatus, 'pending'>,
    at: Date,
    by: Approver | null,
    executor: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('withdrawals')
      .set({ status, decided_at: at, decided_by: by?.name ?? null, decided_by_id: by?.id ?? null })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The queue's rows of the merchant, with the member's name and the account in full. */
  private operatorRows(merchantCode: string, executor: Kysely<Database> = this.db) {
    return executor
      .selectFrom('withdrawals as w')
      .innerJoin('members as m', (join) =>
        join.onRef('m.id', '=', 'w.member_id').onRef('m.merchant_code', '=', 'w.merchant_code'),
      )
      .leftJoin('withdraw_accounts as a', (join) =>
        join.onRef('a.id', '=', 'w.account_id').onRef('a.merchant_code', '=', 'w.merchant_code'),
      )
      .where('w.merchant_code', '=', merchantCode);
  }

  private static readonly ROW_COLUMNS = [
    ...COLUMNS.map((column) => `w.${column}` as const),
    'm.username',
    'a.type as account_type',
    'a.provider as account_provider',
    'a.holder_name as account_holder',
    'a.account_number',
  ] as const;

  /** One request of the merchant as the queue shows it, or undefined. */
  async findForOperator(
    merchantCode: string,
    id: string,
    executor: Kysely<Database> = this.db,
  ): Promise<OperatorRow | undefined> {
    const row = await this.operatorRows(merchantCode, executor)
      .select(WithdrawalRepository.ROW_COLUMNS)
      .where('w.id', '=', id)
      .executeTakeFirst();
    return row ? toOperatorRow(row) : undefined;
  }

  /**
   * One page of the merchant's requests for its operator, filtered and in the chosen order, and
   * how many match. `queue`: pending first, oldest waiting first; then decided, newest first.
   */
  async listForOperator(
    merchantCode: string,
    filter: OperatorFilter,
    sort: OpsWithdrawalSort,
    page: { offset: number; limit: number },
  ): Promise<{ rows: OperatorRow[]; total: number }> {
    let query = this.operatorRows(merchantCode);
    if (filter.state === 'awaitingSecond') {
      query = query.where('w.status', '=', 'pending').where('w.first_approved_by', 'is not', null);
    } else if (filter.state) {
      query = query.where('w.status', '=', filter.state);
    }
    if (filter.userName) {
      query = query.where('m.username_folded', '=', filter.userName.toLowerCase());
    }
    if (filter.minAmount !== undefined) query = query.where('w.amount', '>=', filter.minAmount);
    if (filter.maxAmount !== undefined) query = query.where('w.amount', '<=', filter.maxAmount);
    if (filter.from) query = query.where('w.created_at', '>=', filter.from);
    if (filter.to) query = query.where('w.created_at', '<', filter.to);
    if (filter.requestedBy) query = query.where('w.created_at', '<=', filter.requestedBy);
    if (filter.requestedSince) query = query.where('w.created_at', '>=', filter.requestedSince);
    const counted = await query
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
      .executeTakeFirstOrThrow();
    let ordered = query.select(WithdrawalRepository.ROW_COLUMNS);
    if (sort === 'queue') {
      const pending = sql`CASE WHEN w.status = 'pending' THEN 0 ELSE 1 END`;
      ordered = ordered
        .orderBy(pending)
        .orderBy(sql`CASE WHEN w.status = 'pending' THEN w.created_at END`, 'asc')
        .orderBy('w.created_at', 'desc');
    } else if (sort === 'newest' || sort === 'oldest') {
      ordered = ordered.orderBy('w.created_at', sort === 'newest' ? 'desc' : 'asc');
    } else {
      ordered = ordered
        .orderBy('w.amount', sort === 'largest' ? 'desc' : 'asc')
        .orderBy('w.created_at', 'asc');
    }
    const rows = await ordered.orderBy('w.id').offset(page.offset).limit(page.limit).execute();
    return { rows: rows.map(toOperatorRow), total: Number(counted.total) };
  }
}

interface JoinedRow extends Row {
  username: string;
  account_type: WithdrawAccount['type'] | null;
  account_provider: string | null;
  account_holder: string | null;
  account_number: string | null;
}

function toOperatorRow(row: JoinedRow): OperatorRow {
  return {
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
  };
}
