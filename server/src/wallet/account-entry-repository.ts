import { sql, type Transaction } from 'kysely';
import type { WalletAccount, WalletEntryKind } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import { openWallet } from './wallet-repository.js';

/** Both accounts of a member's wallet row, in minor units. */
export interface AccountBalances {
  cash: number;
  bonus: number;
}

/** One ledger entry on one account, posted under the wallet row's lock. */
export interface AccountEntry {
  merchantCode: string;
  memberId: number;
  account: WalletAccount;
  kind: WalletEntryKind;
  amount: number;
  reference: string;
  bonusId: number | null;
  note?: string;
}

/**
 * The ledger on both accounts (cash and bonus) inside a caller's transaction that holds the
 * member's wallet row lock (`lock`): the bonus area's movements post here, beside the bonus
 * state they belong to. Every query names the merchant.
 */
export class AccountEntryRepository {
  /**
   * Locks the member's wallet row (made with the first movement, only for a member of this
   * merchant) and answers both accounts; undefined when the member is not the merchant's.
   */
  async lock(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<AccountBalances | undefined> {
    // The row exists from the first movement on: one statement locks it then.
    const locked = await this.lockedRow(trx, merchantCode, memberId);
    if (locked) return locked;
    await openWallet(trx, merchantCode, memberId);
    return this.lockedRow(trx, merchantCode, memberId);
  }

  private async lockedRow(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<AccountBalances | undefined> {
    const row = await trx
      .selectFrom('wallets')
      .select(['balance', 'bonus_balance'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    return row ? { cash: Number(row.balance), bonus: Number(row.bonus_balance) } : undefined;
  }

  /**
   * Posts one entry on one account (the wallet row is locked): the account is updated only while
   * it stays at or above zero, else this throws and the caller's transaction rolls back; a
   * reference used before throws too (unique per merchant). Answers both accounts after it.
   */
  async post(trx: Transaction<Database>, entry: AccountEntry): Promise<AccountBalances> {
    const column = entry.account === 'cash' ? 'balance' : 'bonus_balance';
    const updated = await trx
      .updateTable('wallets')
      .set({ [column]: sql`${sql.ref(column)} + ${entry.amount}`, updated_at: sql`now()` })
      .where('merchant_code', '=', entry.merchantCode)
      .where('member_id', '=', entry.memberId)
      .where(sql<boolean>`${sql.ref(column)} + ${entry.amount} >= 0`)
      .returning(['balance', 'bonus_balance'])
      .executeTakeFirst();
    if (!updated) throw new Error(`The ${entry.account} account cannot go below zero`);
    const after = { cash: Number(updated.balance), bonus: Number(updated.bonus_balance) };
    await trx
      .insertInto('wallet_entries')
      .values({
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        account: entry.account,
        bonus_id: entry.bonusId,
        kind: entry.kind,
        amount: entry.amount,
        balance_after: entry.account === 'cash' ? after.cash : after.bonus,
        reference: entry.reference,
        note: entry.note ?? '',
      })
      .execute();
    return after;
  }

  /** True when an entry with any of the references exists (checked under the wallet lock). */
  async anyOf(
    trx: Transaction<Database>,
    merchantCode: string,
    references: readonly string[],
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('wallet_entries')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('reference', 'in', references)
      .executeTakeFirst();
    return !!row;
  }

  /** The entry of a reference: its member and signed amount. */
  async entryOf(
    trx: Transaction<Database>,
    merchantCode: string,
    reference: string,
  ): Promise<{ memberId: number; amount: number } | undefined> {
    const row = await trx
      .selectFrom('wallet_entries')
      .select(['member_id', 'amount'])
      .where('merchant_code', '=', merchantCode)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? { memberId: row.member_id, amount: Number(row.amount) } : undefined;
  }

  /**
   * The bonus-account legs of a bonus's conversions, oldest first: each conversion is negative
   * (its balance left for cash), each conversion a rollback undid positive (it came back).
   */
  async conversionLegs(
    trx: Transaction<Database>,
    bonus: { merchantCode: string; memberId: number; bonusId: number },
  ): Promise<number[]> {
    const rows = await trx
      .selectFrom('wallet_entries')
      .select('amount')
      .where('merchant_code', '=', bonus.merchantCode)
      .where('member_id', '=', bonus.memberId)
      .where('bonus_id', '=', bonus.bonusId)
      .where('account', '=', 'bonus')
      .where('kind', '=', 'bonus_convert')
      .orderBy('id')
      .execute();
    return rows.map((row) => Number(row.amount));
  }
}
