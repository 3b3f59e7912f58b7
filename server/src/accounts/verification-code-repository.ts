import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

export interface CodeKey {
  merchantCode: string;
  purpose: string;
  recipient: string;
}

/** One-use codes and the sending quota of each recipient; every statement names the merchant. */
export class VerificationCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes one send from the recipient's quota in one atomic upsert: refused (false) when the
   * last send is more recent than `spacingMs` or the day's sends reached `dailyCap`. Parallel
   * requests for one recipient are serialised by the row, so exactly one wins per minute.
   */
  async takeSend(
    merchantCode: string,
    recipient: string,
    now: Date,
    limits: { spacingMs: number; dailyCap: number },
  ): Promise<boolean> {
    const day = now.toISOString().slice(0, 10);
    const spacedBefore = new Date(now.getTime() - limits.spacingMs);
    const result = await sql<{ recipient: string }>`
      INSERT INTO verification_quotas (merchant_code, recipient, last_sent_at, day, sends_that_day)
      VALUES (${merchantCode}, ${recipient}, ${now}, ${day}::date, 1)
      ON CONFLICT (merchant_code, recipient) DO UPDATE SET
        last_sent_at = excluded.last_sent_at,
        day = excluded.day,
        sends_that_day = CASE WHEN verification_quotas.day = excluded.day
          THEN verification_quotas.sends_that_day + 1 ELSE 1 END
      WHERE verification_quotas.last_sent_at <= ${spacedBefore}
        AND (verification_quotas.day <> excluded.day
          OR verification_quotas.sends_that_day < ${limits.dailyCap})
      RETURNING recipient`.execute(this.db);
    return result.rows.length === 1;
  }

  /**
   * Dates the recipient's last send back to `sentBefore` when it is later, as if the spacing had
   * passed; the day's count stays. Answers whether the recipient had a send to move.
   */
  async moveLastSendBack(
    merchantCode: string,
    recipient: string,
    sentBefore: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('verification_quotas')
      .set({ last_sent_at: sentBefore })
      .where('merchant_code', '=', merchantCode)
      .where('recipient', '=', recipient)
      .where('last_sent_at', '>', sentBefore)
      .returning(['recipient'])
      .executeTakeFirst();
    return !!row;
  }

  /** Whether the recipient's refusal was the day's cap (rather than the minute's spacing). */
  async dailyCapReached(
    merchantCode: string,
    recipient: string,
    now: Date,
    dailyCap: number,
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('verification_quotas')
      .select(['sends_that_day'])
      .where('merchant_code', '=', merchantCode)
      .where('recipient', '=', recipient)
      .where('day', '=', sql<Date>`${now.toISOString().slice(0, 10)}::date`)
      .executeTakeFirst();
    return !!row && row.sends_that_day >= dailyCap;
  }

  /**
   * Stores the recipient's code for the purpose, replacing any earlier one (used or not); in the
   * executor's transaction when one is given (the outbox's).
   */
  async put(
    key: CodeKey,
    codeHash: string,
    sentAt: Date,
    expiresAt: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    await executor
      .insertInto('verification_codes')
      .values({
        merchant_code: key.merchantCode,
        purpose: key.purpose,
        recipient: key.recipient,
        code_hash: codeHash,
        sent_at: sentAt,
        expires_at: expiresAt,
        used_at: null,
        wrong_tries: 0,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'purpose', 'recipient']).doUpdateSet({
          code_hash: codeHash,
          sent_at: sentAt,
          expires_at: expiresAt,
          used_at: null,
          wrong_tries: 0,
        }),
      )
      .execute();
  }

  /**
   * Reserves one try of the live code before it is compared: answers its hash, or undefined when
   * there is no live code (none, used, expired, or out of tries). Reserving first keeps a burst of
   * parallel guesses within the tries.
   */
  async reserveTry(key: CodeKey, now: Date, maxTries: number): Promise<string | undefined> {
    const row = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('merchant_code', '=', key.merchantCode)
      .where('purpose', '=', key.purpose)
      .where('recipient', '=', key.recipient)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('wrong_tries', '<', maxTries)
      .returning(['code_hash'])
      .executeTakeFirst();
    return row?.code_hash;
  }

  /** Uses the code up: true for exactly one caller, even when many present it at once. */
  async consume(key: CodeKey, codeHash: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ used_at: now, wrong_tries: eb('wrong_tries', '-', 1) }))
      .where('merchant_code', '=', key.merchantCode)
      .where('purpose', '=', key.purpose)
      .where('recipient', '=', key.recipient)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['recipient'])
      .executeTakeFirst();
    return !!row;
  }
}
