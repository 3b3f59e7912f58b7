import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** Password reset links: one live link per member, kept as the hash of its token. */
export class PasswordResetLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores the member's link, replacing any earlier one (used or not), so only the newest works.
   * Without a member the same statement stores nothing (answers must not tell whether one exists).
   */
  async put(
    merchantCode: string,
    memberId: number | undefined,
    tokenHash: string,
    expiresAt: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    await sql`
      INSERT INTO password_reset_links (merchant_code, member_id, token_hash, expires_at, used_at)
      SELECT ${merchantCode}::text, ${memberId ?? null}::integer, ${tokenHash}::text,
        ${expiresAt}::timestamptz, NULL
      WHERE ${memberId ?? null}::integer IS NOT NULL
      ON CONFLICT (merchant_code, member_id) DO UPDATE SET
        token_hash = excluded.token_hash, expires_at = excluded.expires_at, used_at = NULL`.execute(
      executor,
    );
  }

  /** The member a live (unused, unexpired) link of the merchant belongs to, without using it. */
  async live(merchantCode: string, tokenHash: string, now: Date): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('password_reset_links')
      .select(['member_id'])
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.member_id;
  }

  /** Uses the link up: its member for exactly one caller, even when many present it at once. */
  async consume(merchantCode: string, tokenHash: string, now: Date): Promise<number | undefined> {
    const row = await this.db
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['member_id'])
      .executeTakeFirst();
    return row?.member_id;
  }
}
