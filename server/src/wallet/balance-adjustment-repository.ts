import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AdjustmentStatus } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { BalanceAdjustmentsTable } from './wallet-tables.js';

const COLUMNS = [
  'balance_adjustments.id',
  'balance_adjustments.member_id',
  'balance_adjustments.amount',
  'balance_adjustments.reason',
  'balance_adjustments.request_id',
  'balance_adjustments.status',
  'balance_adjustments.requested_by',
  'balance_adjustments.requested_by_id',
  'balance_adjustments.decided_by',
  'balance_adjustments.created_at',
  'balance_adjustments.decided_at',
  'members.username',
] as const;

type Row = Pick<
  Selectable<BalanceAdjustmentsTable>,
  | 'id'
  | 'member_id'
  | 'amount'
  | 'reason'
  | 'request_id'
  | 'status'
  | 'requested_by'
  | 'requested_by_id'
  | 'decided_by'
  | 'created_at'
  | 'decided_at'
> & { username: string };

/** An adjustment with its member's name; amounts as numbers (minor units stay below 2^53). */
export interface BalanceAdjustment {
  id: number;
  memberId: number;
  userName: string;
  amount: number;
  reason: string;
  requestId: string;
  status: AdjustmentStatus;
  requestedBy: string;
  requestedById: number | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export interface NewAdjustment {
  merchantCode: string;
  memberId: number;
  amount: number;
  reason: string;
  requestId: string;
  requestedBy: string;
  requestedById: number | null;
  createdAt: Date;
}

const toAdjustment = (row: Row): BalanceAdjustment => ({
  id: row.id,
  memberId: row.member_id,
  userName: row.username,
  amount: Number(row.amount),
  reason: row.reason,
  requestId: row.request_id,
  status: row.status,
  requestedBy: row.requested_by,
  requestedById: row.requested_by_id,
  decidedBy: row.decided_by,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** Operators' balance adjustments; every statement names the merchant. */
export class BalanceAdjustmentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The member's name when the merchant has them (the adjustment's subject). */
  async memberName(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<string | undefined> {
    const row = await executor
      .selectFrom('members')
      .select('username')
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.username;
  }

  /** Records a pending adjustment; undefined when its request id was used on the merchant. */
  async insert(trx: Transaction<Database>, adjustment: NewAdjustment): Promise<number | undefined> {
    const row = await trx
      .insertInto('balance_adjustments')
      .values({
        merchant_code: adjustment.merchantCode,
        member_id: adjustment.memberId,
        amount: adjustment.amount,
        reason: adjustment.reason,
        request_id: adjustment.requestId,
        status: 'pending',
        requested_by: adjustment.requestedBy,
        requested_by_id: adjustment.requestedById,
        created_at: adjustment.createdAt,
      })
      .onConflict((conflict) => conflict.columns(['merchant_code', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  private select(executor: Kysely<Database>, merchantCode: string) {
    return executor
      .selectFrom('balance_adjustments')
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'balance_adjustments.member_id')
          .onRef('members.merchant_code', '=', 'balance_adjustments.merchant_code'),
      )
      .select(COLUMNS)
      .where('balance_adjustments.merchant_code', '=', merchantCode);
  }

  async byRequestId(
    executor: Kysely<Database>,
    merchantCode: string,
    requestId: string,
  ): Promise<BalanceAdjustment | undefined> {
    const row = await this.select(executor, merchantCode)
      .where('balance_adjustments.request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toAdjustment(row) : undefined;
  }

  /** The adjustment, its row locked until the transaction ends: deciders queue behind it. */
  async lock(
    trx: Transaction<Database>,
    merchantCode: string,
    id: number,
  ): Promise<BalanceAdjustment | undefined> {
    const row = await this.select(trx, merchantCode)
      .where('balance_adjustments.id', '=', id)
      .forUpdate('balance_adjustments')
      .executeTakeFirst();
    return row ? toAdjustment(row) : undefined;
  }

  async markApplied(
    trx: Transaction<Database>,
    merchantCode: string,
    id: number,
    entryId: number,
    decision: { by: string | null; byId: number | null; at: Date },
  ): Promise<void> {
    await trx
      .updateTable('balance_adjustments')
      .set({
        status: 'applied',
        entry_id: entryId,
        decided_by: decision.by,
        decided_by_id: decision.byId,
        decided_at: decision.at,
      })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  async markRejected(
    trx: Transaction<Database>,
    merchantCode: string,
    id: number,
    decision: { by: string; byId: number | null; at: Date },
  ): Promise<void> {
    await trx
      .updateTable('balance_adjustments')
      .set({
        status: 'rejected',
        decided_by: decision.by,
        decided_by_id: decision.byId,
        decided_at: decision.at,
      })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  async byId(merchantCode: string, id: number): Promise<BalanceAdjustment | undefined> {
    const row = await this.select(this.db, merchantCode)
      .where('balance_adjustments.id', '=', id)
      .executeTakeFirst();
    return row ? toAdjustment(row) : undefined;
  }

  /** The member's latest adjustments, newest first. */
  async ofMember(
    merchantCode: string,
    memberId: number,
    limit: number,
  ): Promise<BalanceAdjustment[]> {
    const rows = await this.select(this.db, merchantCode)
      .where('balance_adjustments.member_id', '=', memberId)
      .orderBy('balance_adjustments.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toAdjustment);
  }

  /** The merchant's adjustments waiting for a second operator, oldest first. */
  async pending(merchantCode: string, limit: number): Promise<BalanceAdjustment[]> {
    const rows = await this.select(this.db, merchantCode)
      .where('balance_adjustments.status', '=', 'pending')
      .orderBy('balance_adjustments.id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(toAdjustment);
  }

  /** Both accounts of the member as the transaction sees them. */
  async balances(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<{ cash: number; bonus: number }> {
    const row = await executor
      .selectFrom('wallets')
      .select(['balance', 'bonus_balance'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row
      ? { cash: Number(row.balance), bonus: Number(row.bonus_balance) }
      : { cash: 0, bonus: 0 };
  }
}
