import type { Kysely, Selectable } from 'kysely';
import type { Database, DepositsTable, DepositStatus } from './schema.js';

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
] as const;

type DepositRecord = Pick<Selectable<DepositsTable>, (typeof DEPOSIT_COLUMNS)[number]>;

export interface Deposit {
  id: string;
  merchantCode: string;
  memberId: number;
  method: string;
  amount: number;
  status: DepositStatus;
}

const toDeposit = (row: DepositRecord): Deposit => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  method: row.method,
  amount: Number(row.amount),
  status: row.status,
});

/** Deposits; every query names the merchant. */
export class DepositRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(deposit: Omit<Deposit, 'status'>): Promise<void> {
    await this.db
      .insertInto('deposits')
      .values({
        id: deposit.id,
        merchant_code: deposit.merchantCode,
        member_id: deposit.memberId,
        method: deposit.method,
        amount: deposit.amount,
      })
      .execute();
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

  /** Moves a deposit out of `from` into `to`; false when it was no longer in `from`. */
  async settle(
    merchantCode: string,
    id: string,
    from: readonly DepositStatus[],
    to: DepositStatus,
    providerReference: string,
    at: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('deposits')
      .set({ status: to, provider_reference: providerReference, settled_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** True when the member had a deposit credited before the ledger entry `entryId`. */
  async depositedBefore(merchantCode: string, memberId: number, entryId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('wallet_entries')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('kind', '=', 'deposit')
      .where('id', '<', entryId)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }
}
