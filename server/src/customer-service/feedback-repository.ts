import { sql, type Kysely } from 'kysely';
import type { FeedbackStatus } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

export interface FeedbackRow {
  id: number;
  category: string;
  body: string;
  username: string;
  created_at: Date;
  status: FeedbackStatus;
  status_changed_at: Date | null;
  status_changed_by: string | null;
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

  /** Runs `work` in one transaction (a status change and its audit entry). */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The merchant's feedback with its member's name, newest first, of a status, before an id. */
  latest(
    merchantCode: string,
    page: { limit: number; status?: FeedbackStatus | undefined; before?: number | undefined },
  ): Promise<FeedbackRow[]> {
    let query = this.listQuery(merchantCode, this.db).orderBy('f.id', 'desc').limit(page.limit);
    if (page.status) query = query.where('f.status', '=', page.status);
    if (page.before !== undefined) query = query.where('f.id', '<', page.before);
    return query.execute();
  }

  one(merchantCode: string, id: number, db: Kysely<Database> = this.db) {
    return this.listQuery(merchantCode, db).where('f.id', '=', id).executeTakeFirst();
  }

  /** A feedback's screenshot bytes and type, when the merchant has that feedback with one. */
  async screenshot(
    merchantCode: string,
    id: number,
  ): Promise<{ type: string; bytes: Uint8Array } | undefined> {
    const row = await this.db
      .selectFrom('feedback')
      .select(['screenshot', 'screenshot_type'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.screenshot && row.screenshot_type
      ? { type: row.screenshot_type, bytes: row.screenshot }
      : undefined;
  }

  /** Moves the status only while it is still `from`, in one conditional update. */
  async setStatus(
    merchantCode: string,
    id: number,
    change: { status: FeedbackStatus; from: FeedbackStatus; at: Date; by: string },
    db: Kysely<Database>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('feedback')
      .set({ status: change.status, status_changed_at: change.at, status_changed_by: change.by })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', change.from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private listQuery(merchantCode: string, db: Kysely<Database>) {
    return db
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
        'f.status',
        'f.status_changed_at',
        'f.status_changed_by',
        'f.screenshot_type',
        sql<number | null>`octet_length(f.screenshot)`.as('screenshot_bytes'),
      ])
      .where('f.merchant_code', '=', merchantCode);
  }
}
