import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Password reset links: one live link per member, kept as the hash of its token. */
export class PasswordResetLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the member's link, replacing any earlier one (used or not), so only the newest works. */
  async put(merchantCode: string, memberId: number, tokenHash: string, expiresAt: Date) {
    await this.db
      .insertInto('password_reset_links')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        token_hash: tokenHash,
        expires_at: expiresAt,
        used_at: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'member_id'])
          .doUpdateSet({ token_hash: tokenHash, expires_at: expiresAt, used_at: null }),
      )
      .execute();
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
