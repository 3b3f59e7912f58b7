import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { RememberTokensTable } from './accounts-tables.js';

/** What token reads answer: never the token hash. */
const TOKEN_COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'family_id',
  'device_id',
  'session_id',
  'created_at',
  'expires_at',
  'used_at',
  'revoked_at',
] as const;

export type RememberTokenRow = Pick<
  Selectable<RememberTokensTable>,
  (typeof TOKEN_COLUMNS)[number]
>;

/** Reads and writes remember tokens; every query names the merchant. Tokens are stored hashed only. */
export class RememberTokenRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<RememberTokensTable>): Promise<void> {
    await this.db.insertInto('remember_tokens').values(row).execute();
  }

  /**
   * Marks a live token used and answers it; undefined when no such token is live. Two requests
   * racing with one token cannot both win: only one update finds used_at still empty.
   */
  takeLive(
    merchantCode: string,
    tokenHash: string,
    at: Date,
  ): Promise<RememberTokenRow | undefined> {
    return this.db
      .updateTable('remember_tokens')
      .set({ used_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .returning(TOKEN_COLUMNS)
      .executeTakeFirst();
  }

  /** Makes a token taken at `usedAt` live again, unless it was revoked since. */
  async release(merchantCode: string, tokenHash: string, usedAt: Date): Promise<void> {
    await this.db
      .updateTable('remember_tokens')
      .set({ used_at: null })
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('used_at', '=', usedAt)
      .where('revoked_at', 'is', null)
      .execute();
  }

  findByHash(merchantCode: string, tokenHash: string): Promise<RememberTokenRow | undefined> {
    return this.db
      .selectFrom('remember_tokens')
      .select(TOKEN_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Revokes every token of a family; answers the sessions issued with them, to end those too. */
  async revokeFamily(merchantCode: string, familyId: string, at: Date): Promise<string[]> {
    await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    const rows = await this.db
      .selectFrom('remember_tokens')
      .select('session_id')
      .where('merchant_code', '=', merchantCode)
      .where('family_id', '=', familyId)
      .where('session_id', 'is not', null)
      .execute();
    return rows.map((row) => row.session_id!);
  }

  /** Revokes the member's live tokens on one device (a new sign-in there starts a new family). */
  async revokeDevice(
    merchantCode: string,
    memberId: number,
    deviceId: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes the family whose token was issued with this session (logout on that device). */
  async revokeForSession(merchantCode: string, sessionId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('revoked_at', 'is', null)
      .where('family_id', 'in', this.familiesOfSession(merchantCode, sessionId))
      .execute();
  }

  /** Revokes every live token of the member (a password reset). */
  async revokeAllOfMember(merchantCode: string, memberId: number, at: Date): Promise<void> {
    await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live token of the member except the family issued with this session. */
  async revokeOthers(
    merchantCode: string,
    memberId: number,
    keepSessionId: string,
    at: Date,
  ): Promise<number> {
    const result = await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('family_id', 'not in', this.familiesOfSession(merchantCode, keepSessionId))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The family (as a subquery) of the tokens issued or rotated with a session. */
  private familiesOfSession(merchantCode: string, sessionId: string) {
    return this.db
      .selectFrom('remember_tokens')
      .select('family_id')
      .where('merchant_code', '=', merchantCode)
      .where('session_id', '=', sessionId);
  }
}
