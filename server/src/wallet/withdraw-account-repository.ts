import { sql, type Kysely, type Selectable } from 'kysely';
import type { WithdrawAccountType } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { WithdrawAccountsTable } from './wallet-tables.js';

const COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'type',
  'provider',
  'holder_name',
  'account_number',
] as const;

export interface WithdrawAccount {
  id: string;
  merchantCode: string;
  memberId: number;
  type: WithdrawAccountType;
  provider: string;
  holderName: string;
  /** The full number: for the operator's payout, never for an answer (maskAccountNumber). */
  accountNumber: string;
}

/** What saving an account did: saved, refused over the limit, or the same account again. */
export type SaveResult =
  { status: 'saved'; account: WithdrawAccount } | { status: 'limit' } | { status: 'exists' };

const toAccount = (row: Pick<Selectable<WithdrawAccountsTable>, (typeof COLUMNS)[number]>) => ({
  id: row.id,
  merchantCode: row.merchant_code,
  memberId: row.member_id,
  type: row.type,
  provider: row.provider,
  holderName: row.holder_name,
  accountNumber: row.account_number,
});

/** Members' saved withdrawal accounts; every query names the merchant and the member. */
export class WithdrawAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(merchantCode: string, memberId: number): Promise<WithdrawAccount[]> {
    const rows = await this.db
      .selectFrom('withdraw_accounts')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAccount);
  }

  async find(merchantCode: string, memberId: number, id: string) {
    const row = await this.db
      .selectFrom('withdraw_accounts')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /**
   * Saves an account unless the member has `limit` already: the member's row is locked first, so
   * concurrent saves of one member count one after another and never pass the limit.
   */
  async save(account: WithdrawAccount, limit: number): Promise<SaveResult> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', account.merchantCode)
        .where('id', '=', account.memberId)
        .forUpdate()
        .executeTakeFirst();
      const count = await trx
        .selectFrom('withdraw_accounts')
        .select(sql<string | number>`count(*)`.as('count'))
        .where('merchant_code', '=', account.merchantCode)
        .where('member_id', '=', account.memberId)
        .executeTakeFirst();
      if (Number(count?.count ?? 0) >= limit) return { status: 'limit' } as const;
      const inserted = await trx
        .insertInto('withdraw_accounts')
        .values({
          id: account.id,
          merchant_code: account.merchantCode,
          member_id: account.memberId,
          type: account.type,
          provider: account.provider,
          holder_name: account.holderName,
          account_number: account.accountNumber,
        })
        .onConflict((conflict) =>
          conflict.columns(['merchant_code', 'member_id', 'type', 'account_number']).doNothing(),
        )
        .returning(COLUMNS)
        .executeTakeFirst();
      return inserted
        ? ({ status: 'saved', account: toAccount(inserted) } as const)
        : ({ status: 'exists' } as const);
    });
  }
}
