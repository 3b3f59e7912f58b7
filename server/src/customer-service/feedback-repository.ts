import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

export interface FeedbackRow {
  id: number;
  category: string;
  body: string;
  username: string;
  created_at: Date;
  screenshot_type: string | null;
  screenshot_bytes: number | null;
}

/** Players' feedback; every query names the merchant. Lists never read the screenshot's bytes. */
export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    merchantCode: string;
    memberId: number;
    category: string;
    body: string;
    screenshot: { type: string; bytes: Uint8Array } | null;
    at: Date;
  }): Promise<number> {
    const inserted = await this.db
      .insertInto('feedback')
      .values({
        merchant_code: row.merchantCode,
        member_id: row.memberId,
        category: row.category,
        body: row.body,
        screenshot: row.screenshot?.bytes ?? null,
        screenshot_type: row.screenshot?.type ?? null,
        created_at: row.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** The merchant's latest feedback with its member's name, newest first. */
  latest(merchantCode: string, limit: number): Promise<FeedbackRow[]> {
    return this.db
      .selectFrom('feedback as f')
      .innerJoin('members as m', (join) =>
        join.onRef('m.id', '=', 'f.member_id').on('m.merchant_code', '=', merchantCode),
      )
      .select([
        'f.id',
        'f.category',
        'f.body',
        'm.username',
        'f.created_at',
        'f.screenshot_type',
        sql<number | null>`octet_length(f.screenshot)`.as('screenshot_bytes'),
      ])
      .where('f.merchant_code', '=', merchantCode)
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute();
  }
}
