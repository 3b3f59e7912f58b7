import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

export interface OperatorSessionRow {
  merchant_code: string;
  username: string;
}

/** Operator sessions, stored by token hash only; every query names the merchant. */
export class OperatorSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    tokenHash: string;
    merchantCode: string;
    username: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('operator_sessions')
      .values({
        token_hash: row.tokenHash,
        merchant_code: row.merchantCode,
        username: row.username,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** The live session of this token on this merchant, if any. */
  findLive(merchantCode: string, tokenHash: string, at: Date) {
    return this.db
      .selectFrom('operator_sessions')
      .select(['merchant_code', 'username'])
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst() satisfies Promise<OperatorSessionRow | undefined>;
  }

  async end(merchantCode: string, tokenHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('operator_sessions')
      .set({ ended_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  }
}
