import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { MemberPasskeysTable } from './accounts-tables.js';

const COLUMNS = [
  'id',
  'member_id',
  'rp_id',
  'public_key',
  'counter',
  'transports',
  'name',
  'created_at',
  'last_used_at',
] as const;
export type PasskeyRow = Pick<Selectable<MemberPasskeysTable>, (typeof COLUMNS)[number]>;

export interface NewPasskey {
  id: string;
  merchantCode: string;
  memberId: number;
  rpId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string;
  name: string;
  now: Date;
}

/** Members' passkeys; every query names the merchant. */
export class PasskeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a passkey; false when that credential id is stored already (any merchant). */
  async insert(passkey: NewPasskey): Promise<boolean> {
    const rows = await this.db
      .insertInto('member_passkeys')
      .values({
        id: passkey.id,
        merchant_code: passkey.merchantCode,
        member_id: passkey.memberId,
        rp_id: passkey.rpId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
        name: passkey.name,
        created_at: passkey.now,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return rows.length === 1;
  }

  /** The passkey with this credential id made for this merchant and relying party (host). */
  find(merchantCode: string, rpId: string, id: string): Promise<PasskeyRow | undefined> {
    return this.db
      .selectFrom('member_passkeys')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('rp_id', '=', rpId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  listOf(merchantCode: string, memberId: number): Promise<PasskeyRow[]> {
    return this.db
      .selectFrom('member_passkeys')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  async countOf(merchantCode: string, memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('member_passkeys')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Moves the counter on from the value the check read (compare-and-set): of two uses of one
   * answer, one moves it. False when it had moved already.
   */
  async used(
    merchantCode: string,
    id: string,
    from: { counter: number; to: number },
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('member_passkeys')
      .set({ counter: from.to, last_used_at: now })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('counter', '=', from.counter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(merchantCode: string, memberId: number, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_passkeys')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
