import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WithdrawalsTable, WithdrawalStatus } from './schema.js';

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

  /** Inserts a pending request; `executor` is the hold's transaction (see WithdrawalService). */
  async insert(
    withdrawal: Omit<Withdrawal, 'status' | 'createdAt'>,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    await executor
      .insertInto('withdrawals')
      .values({
        id: withdrawal.id,
        merchant_code: withdrawal.merchantCode,
        member_id: withdrawal.memberId,
        amount: withdrawal.amount,
        account_id: withdrawal.accountId,
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

  /** Decides a pending withdrawal; false when it was already decided. */
  async decide(
    merchantCode: string,
    id: string,
    status: Exclude<WithdrawalStatus, 'pending'>,
    at: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('withdrawals')
      .set({ status, decided_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * The merchant's requests for its operator, pending first and then the latest decided, each
   * with the member's name and the full number of the account it goes to.
   */
  async listForOperator(merchantCode: string, limit: number) {
    const rows = await this.db
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
        'm.username',
        'a.type as account_type',
        'a.provider as account_provider',
        'a.holder_name as account_holder',
        'a.account_number',
      ])
      .where('w.merchant_code', '=', merchantCode)
      .orderBy(sql`CASE WHEN w.status = 'pending' THEN 0 ELSE 1 END`)
      .orderBy('w.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
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
    }));
  }
}
