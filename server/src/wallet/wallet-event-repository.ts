import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** One money event of SPEC section 3 (depositSubmit, deposit, withdraw…) for attribution. */
export interface WalletEvent {
  merchantCode: string;
  memberId: number;
  name: string;
  amount: number;
  currency: string;
  reference: string;
}

/** The money events ledger the attribution work reads; every query names the merchant. */
export class WalletEventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records an event once per name and reference; a repeat changes nothing. `executor` is the
   * transaction of the movement the event belongs to, when there is one.
   */
  async record(event: WalletEvent, executor: Kysely<Database> = this.db): Promise<void> {
    await executor
      .insertInto('wallet_events')
      .values({
        merchant_code: event.merchantCode,
        member_id: event.memberId,
        name: event.name,
        amount: event.amount,
        currency: event.currency,
        reference: event.reference,
      })
      .onConflict((conflict) =>
        conflict.columns(['merchant_code', 'name', 'reference']).doNothing(),
      )
      .execute();
  }

  async list(merchantCode: string, memberId: number): Promise<WalletEvent[]> {
    const rows = await this.db
      .selectFrom('wallet_events')
      .select(['merchant_code', 'member_id', 'name', 'amount', 'currency', 'reference'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      merchantCode: row.merchant_code,
      memberId: row.member_id,
      name: row.name,
      amount: Number(row.amount),
      currency: row.currency,
      reference: row.reference,
    }));
  }
}
