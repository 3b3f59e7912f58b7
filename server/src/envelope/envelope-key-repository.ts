import type { Kysely } from 'kysely';
import type { EnvelopeScheme } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** One stored envelope key of a merchant. */
export interface EnvelopeKeyRow {
  merchantCode: string;
  id: string;
  scheme: EnvelopeScheme;
  publicKey: string;
  privateKeyPem: string;
  createdAt: Date;
  retiredAt: Date | null;
}

type Row = Database['envelope_keys'];

const KEY_COLUMNS = [
  'merchant_code',
  'id',
  'scheme',
  'public_key',
  'private_key',
  'created_at',
  'retired_at',
] as const;

function fromRow(row: Row): EnvelopeKeyRow {
  return {
    merchantCode: row.merchant_code,
    id: row.id,
    scheme: row.scheme,
    publicKey: row.public_key,
    privateKeyPem: row.private_key,
    createdAt: new Date(row.created_at),
    retiredAt: row.retired_at ? new Date(row.retired_at) : null,
  };
}

function toRow(key: EnvelopeKeyRow): Row {
  return {
    merchant_code: key.merchantCode,
    id: key.id,
    scheme: key.scheme,
    public_key: key.publicKey,
    private_key: key.privateKeyPem,
    created_at: key.createdAt,
    retired_at: key.retiredAt,
  };
}

/** Reads and writes merchants' envelope keys. */
export class EnvelopeKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The merchant's current (unretired) key of a scheme, if any. */
  async current(merchantCode: string, scheme: EnvelopeScheme): Promise<EnvelopeKeyRow | undefined> {
    const row = await this.db
      .selectFrom('envelope_keys')
      .select(KEY_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('scheme', '=', scheme)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /** The merchant's keys of a scheme that are current or were retired after `retiredSince`. */
  async live(
    merchantCode: string,
    scheme: EnvelopeScheme,
    retiredSince: Date,
  ): Promise<EnvelopeKeyRow[]> {
    const rows = await this.db
      .selectFrom('envelope_keys')
      .select(KEY_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('scheme', '=', scheme)
      .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', retiredSince)]))
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(fromRow);
  }

  /** Stores a first current key; false when another instance stored one first. */
  async insertFirst(key: EnvelopeKeyRow): Promise<boolean> {
    const result = await this.db
      .insertInto('envelope_keys')
      .values(toRow(key))
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'scheme']).where('retired_at', 'is', null).doNothing(),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /**
   * Retires the current key `previousId` at `retiredAt`, stores `next` as current and deletes keys
   * retired before `purgeBefore`, all or nothing. False when another instance rotated first.
   */
  async rotate(
    previousId: string,
    retiredAt: Date,
    next: EnvelopeKeyRow,
    purgeBefore: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const retired = await trx
        .updateTable('envelope_keys')
        .set({ retired_at: retiredAt })
        .where('merchant_code', '=', next.merchantCode)
        .where('id', '=', previousId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (Number(retired.numUpdatedRows) !== 1) return false;
      await trx.insertInto('envelope_keys').values(toRow(next)).execute();
      await trx
        .deleteFrom('envelope_keys')
        .where('merchant_code', '=', next.merchantCode)
        .where('scheme', '=', next.scheme)
        .where('retired_at', '<', purgeBefore)
        .execute();
      return true;
    });
  }
}
