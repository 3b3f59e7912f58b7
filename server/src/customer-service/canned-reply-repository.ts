import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

const COLUMNS = ['id', 'title', 'texts', 'updated_at', 'updated_by'] as const;

export interface CannedReplyRow {
  id: number;
  title: string;
  texts: Record<string, string>;
  updated_at: Date;
  updated_by: string;
}

export interface CannedReplyInput {
  title: string;
  texts: Record<string, string>;
  at: Date;
  by: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** A merchant's canned chat replies; every query names the merchant. */
export class CannedReplyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction (a change and its audit entry). */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  list(merchantCode: string): Promise<CannedReplyRow[]> {
    return this.db
      .selectFrom('chat_canned_replies')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .orderBy('title')
      .orderBy('id')
      .execute();
  }

  /** One reply; with `forUpdate` its row stays locked until the transaction ends. */
  find(
    merchantCode: string,
    id: number,
    db: Kysely<Database> = this.db,
    forUpdate = false,
  ): Promise<CannedReplyRow | undefined> {
    const query = db
      .selectFrom('chat_canned_replies')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  }

  /**
   * Adds a reply while the merchant keeps fewer than `max`: the merchant's lock serializes adds,
   * so parallel ones never pass the limit. Answers 'taken' for a title the merchant has, 'full'.
   */
  async insert(
    merchantCode: string,
    reply: CannedReplyInput,
    max: number,
    db: Kysely<Database>,
  ): Promise<CannedReplyRow | 'taken' | 'full'> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`canned-replies:${merchantCode}`}))`.execute(
      db,
    );
    const count = await db
      .selectFrom('chat_canned_replies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= max) return 'full';
    const row = await db
      .insertInto('chat_canned_replies')
      .values({
        merchant_code: merchantCode,
        title: reply.title,
        texts: JSON.stringify(reply.texts),
        updated_at: reply.at,
        updated_by: reply.by,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'title']).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ?? 'taken';
  }

  /** Replaces a reply's title and texts; 'taken' when another reply has the title. */
  async update(
    merchantCode: string,
    id: number,
    reply: CannedReplyInput,
    db: Kysely<Database>,
  ): Promise<CannedReplyRow | 'taken' | undefined> {
    try {
      return await db
        .updateTable('chat_canned_replies')
        .set({
          title: reply.title,
          texts: JSON.stringify(reply.texts),
          updated_at: reply.at,
          updated_by: reply.by,
        })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async delete(merchantCode: string, id: number, db: Kysely<Database>): Promise<boolean> {
    const result = await db
      .deleteFrom('chat_canned_replies')
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
