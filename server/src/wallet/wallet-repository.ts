import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { WalletAccount, WalletEntryKind } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { WalletEntriesTable } from './wallet-tables.js';

const ENTRY_COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'kind',
  'account',
  'amount',
  'balance_after',
  'reference',
  'note',
  'created_at',
] as const;

type EntryRecord = Pick<Selectable<WalletEntriesTable>, (typeof ENTRY_COLUMNS)[number]>;

/** A ledger entry with its bigints read as numbers (minor units stay far below 2^53). */
export interface WalletEntry {
  id: number;
  merchantCode: string;
  memberId: number;
  kind: WalletEntryKind;
  account: WalletAccount;
  amount: number;
  balanceAfter: number;
  reference: string;
  note: string;
  createdAt: Date;
}

/** One movement to post: a signed amount in minor units under a reference unique per merchant. */
export interface NewEntry {
  merchantCode: string;
  memberId: number;
  kind: WalletEntryKind;
  amount: number;
  reference: string;
  note?: string;
}

/** What posting answered: moved now, moved before under the same reference, or refused. */
export type PostResult =
  | { status: 'posted'; entry: WalletEntry }
  | { status: 'duplicate'; entry: WalletEntry }
  | { status: 'insufficient'; balance: number }
  | { status: 'unknown_member' };

export interface EntryFilter {
  kinds?: readonly WalletEntryKind[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
  offset: number;
}

/**
 * Writes that belong to a movement (a withdrawal's request row, its event): run inside the
 * movement's transaction once the entry is posted, so they and the money stand or fall together.
 */
export type AlongsideEntry = (trx: Transaction<Database>, entry: WalletEntry) => Promise<void>;

// Thrown inside the transaction so it rolls back when a concurrent twin took the reference first.
class ReferenceTaken extends Error {}

function toEntry(row: EntryRecord): WalletEntry {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    kind: row.kind,
    account: row.account,
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference: row.reference,
    note: row.note,
    createdAt: row.created_at,
  };
}

/**
 * Makes the member's wallet row unless it exists: the row appears with the first movement, only
 * for a member of this merchant. One statement, so concurrent first movements make one row.
 */
export async function openWallet(
  trx: Transaction<Database>,
  merchantCode: string,
  memberId: number,
): Promise<void> {
  await trx
    .insertInto('wallets')
    .columns(['merchant_code', 'member_id', 'balance'])
    .expression(
      trx
        .selectFrom('members')
        .select(['merchant_code', 'id', sql<number>`0`.as('balance')])
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', memberId),
    )
    .onConflict((conflict) => conflict.columns(['merchant_code', 'member_id']).doNothing())
    .execute();
}

/** The wallet's balances and ledger; every query names the merchant. */
export class WalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The member's cash balance in minor units; 0 before the first movement. */
  async balance(merchantCode: string, memberId: number): Promise<number> {
    return (await this.balances(merchantCode, memberId)).cash;
  }

  /** Both accounts of the member in minor units; 0 before the first movement. */
  async balances(merchantCode: string, memberId: number): Promise<{ cash: number; bonus: number }> {
    const row = await this.db
      .selectFrom('wallets')
      .select(['balance', 'bonus_balance'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row
      ? { cash: Number(row.balance), bonus: Number(row.bonus_balance) }
      : { cash: 0, bonus: 0 };
  }

  async findByReference(merchantCode: string, reference: string): Promise<WalletEntry | undefined> {
    const row = await this.db
      .selectFrom('wallet_entries')
      .select(ENTRY_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? toEntry(row) : undefined;
  }

  /**
   * Posts one movement in one transaction: the balance row is updated only when the result stays
   * at or above zero (the UPDATE locks the row, so concurrent movements queue behind it), and the
   * entry is written with the balance after it. A reference already used moves nothing. `alongside`
   * runs in the same transaction after a posting; when it throws, nothing of the movement remains.
   */
  async post(entry: NewEntry, alongside?: AlongsideEntry): Promise<PostResult> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const result = await this.postWithin(trx, entry);
        if (result.status === 'posted' && alongside) await alongside(trx, result.entry);
        return result;
      });
    } catch (error) {
      if (!(error instanceof ReferenceTaken)) throw error;
      const twin = await this.findByReference(entry.merchantCode, entry.reference);
      if (!twin) throw error;
      return { status: 'duplicate', entry: twin };
    }
  }

  /**
   * One movement inside the caller's transaction, as post() makes it: the wallet row updated
   * only while the result stays at or above zero (the UPDATE locks it), the entry written with
   * the balance after it. A reference already used answers its entry (duplicate); one taken by
   * a concurrent twin throws, so the caller's transaction rolls back.
   */
  async postWithin(trx: Transaction<Database>, entry: NewEntry): Promise<PostResult> {
    const earlier = await trx
      .selectFrom('wallet_entries')
      .select(ENTRY_COLUMNS)
      .where('merchant_code', '=', entry.merchantCode)
      .where('reference', '=', entry.reference)
      .executeTakeFirst();
    if (earlier) return { status: 'duplicate', entry: toEntry(earlier) } as const;
    await openWallet(trx, entry.merchantCode, entry.memberId);
    const updated = await trx
      .updateTable('wallets')
      .set({ balance: sql`balance + ${entry.amount}`, updated_at: sql`now()` })
      .where('merchant_code', '=', entry.merchantCode)
      .where('member_id', '=', entry.memberId)
      .where(sql<boolean>`balance + ${entry.amount} >= 0`)
      .returning('balance')
      .executeTakeFirst();
    if (!updated) {
      const wallet = await trx
        .selectFrom('wallets')
        .select('balance')
        .where('merchant_code', '=', entry.merchantCode)
        .where('member_id', '=', entry.memberId)
        .executeTakeFirst();
      if (!wallet) return { status: 'unknown_member' } as const;
      return { status: 'insufficient', balance: Number(wallet.balance) } as const;
    }
    const inserted = await trx
      .insertInto('wallet_entries')
      .values({
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        kind: entry.kind,
        amount: entry.amount,
        balance_after: Number(updated.balance),
        reference: entry.reference,
        note: entry.note ?? '',
      })
      .onConflict((conflict) => conflict.columns(['merchant_code', 'reference']).doNothing())
      .returning(ENTRY_COLUMNS)
      .executeTakeFirst();
    if (!inserted) throw new ReferenceTaken();
    return { status: 'posted', entry: toEntry(inserted) } as const;
  }

  /** The member's entries, newest first, with how many match the filter. */
  async entries(
    merchantCode: string,
    memberId: number,
    filter: EntryFilter,
  ): Promise<{ entries: WalletEntry[]; total: number }> {
    let query = this.db
      .selectFrom('wallet_entries')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId);
    if (filter.kinds && filter.kinds.length > 0) query = query.where('kind', 'in', filter.kinds);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    const [rows, count] = await Promise.all([
      query
        .select(ENTRY_COLUMNS)
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
        .executeTakeFirst(),
    ]);
    return { entries: rows.map(toEntry), total: Number(count?.total ?? 0) };
  }

  /**
   * The sum of the member's credits of the given origins: references starting with one of the
   * prefixes (plain text, no LIKE wildcards), or deposits made with the method. Read through
   * `executor`, so a movement's transaction reads it behind its own lock of the wallet row.
   */
  async creditsFrom(
    merchantCode: string,
    memberId: number,
    origins: { referencePrefixes: readonly string[]; depositMethod: string },
    executor: Kysely<Database> = this.db,
  ): Promise<number> {
    const row = await executor
      .selectFrom('wallet_entries')
      .select(sql<string | number | null>`sum(amount)`.as('sum'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('account', '=', 'cash')
      .where('amount', '>', 0)
      .where((eb) =>
        eb.or([
          ...origins.referencePrefixes.map((prefix) => eb('reference', 'like', `${prefix}%`)),
          eb(
            'reference',
            'in',
            eb
              .selectFrom('deposits')
              .select(sql<string>`'deposit:' || id`.as('reference'))
              .where('merchant_code', '=', merchantCode)
              .where('member_id', '=', memberId)
              .where('method', '=', origins.depositMethod),
          ),
        ]),
      )
      .executeTakeFirst();
    return Number(row?.sum ?? 0);
  }

  /** The sum of the member's entries on an account: equals its balance whenever the ledger is whole. */
  async entrySum(
    merchantCode: string,
    memberId: number,
    account: WalletAccount = 'cash',
  ): Promise<number> {
    const row = await this.db
      .selectFrom('wallet_entries')
      .select(sql<string | number | null>`sum(amount)`.as('sum'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('account', '=', account)
      .executeTakeFirst();
    return Number(row?.sum ?? 0);
  }
}
