import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** Envelope nonces already accepted; the key names the merchant (see EnvelopeOpener). */
export class EnvelopeNonceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a key until `expiresAt` and answers true, in one statement; answers false while an
   * earlier claim of it has not expired. Of concurrent claims of one key, exactly one wins.
   */
  async claim(key: string, expiresAt: Date, now: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('envelope_nonces')
      .values({ key, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ expires_at: expiresAt })
          .where('envelope_nonces.expires_at', '<=', now),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets the keys that have expired; answers how many. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('envelope_nonces')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
