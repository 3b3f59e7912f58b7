import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { OutboxTable } from '../core/outbox/outbox-table.js';
import type { OutboxClaimOptions } from '../core/outbox/outbox-worker.js';

export interface WebSubscription {
  endpoint: string;
  auth: string;
  p256dh: string;
  applicationPubKey: string | null;
}

export interface PushMessageRow {
  merchantCode: string;
  targetKind: 'topic' | 'member';
  target: string;
  marketing: boolean;
  contents: Record<string, { title: string; body: string; url: string }>;
  defaultLanguage: string;
  sentBy: string;
}

/** One outbox row a worker holds, with everything its send needs. */
export interface ClaimedPush {
  id: string;
  claim: string;
  attempts: number;
  merchantCode: string;
  subscriptionId: string;
  subscription: WebSubscription;
  marketing: boolean;
  contents: PushMessageRow['contents'];
  defaultLanguage: string;
  /** The bound member's language, or null for a subscription of no member. */
  memberLanguage: string | null;
  /** True when the bound member is on a time-out or self-excluded now. */
  memberOnBreak: boolean;
}

/** A member on a time-out or self-excluded at `now` (member_protection of the protection area). */
const onBreak = (memberId: ReturnType<typeof sql>, now: Date) => sql<boolean>`EXISTS (
  SELECT 1 FROM member_protection mp
  WHERE mp.member_id = ${memberId} AND mp.break_kind IS NOT NULL
    AND (mp.break_from IS NULL OR mp.break_from <= ${now})
    AND (mp.break_until IS NULL OR mp.break_until > ${now}))`;

/** Subscriptions, topics, messages and the push outbox (tables push_*). */
export class PushRepository {
  private readonly outbox: OutboxTable<Database, 'push_outbox'>;

  constructor(private readonly db: Kysely<Database>) {
    this.outbox = new OutboxTable(db, 'push_outbox', { errorLength: 500 });
  }

  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Stores a subscription under a token hash; a known endpoint takes the new token and keys. */
  async register(
    merchantCode: string,
    tokenHash: string,
    web: WebSubscription,
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({
        merchant_code: merchantCode,
        token_hash: tokenHash,
        endpoint: web.endpoint,
        auth: web.auth,
        p256dh: web.p256dh,
        application_pub_key: web.applicationPubKey,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'endpoint']).doUpdateSet({
          token_hash: tokenHash,
          auth: web.auth,
          p256dh: web.p256dh,
          application_pub_key: web.applicationPubKey,
          updated_at: now,
        }),
      )
      .execute();
  }

  /**
   * Moves the token's subscription to a new endpoint and keys under a new token; false when the
   * token is unknown. A row that already had the new endpoint gives way to it.
   */
  async update(
    merchantCode: string,
    tokenHash: string,
    newTokenHash: string,
    web: WebSubscription,
    now: Date,
  ): Promise<boolean> {
    return this.transaction(async (trx) => {
      const row = await trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('token_hash', '=', tokenHash)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .deleteFrom('push_subscriptions')
        .where('merchant_code', '=', merchantCode)
        .where('endpoint', '=', web.endpoint)
        .where('id', '!=', row.id)
        .execute();
      await trx
        .updateTable('push_subscriptions')
        .set({
          token_hash: newTokenHash,
          endpoint: web.endpoint,
          auth: web.auth,
          p256dh: web.p256dh,
          application_pub_key: web.applicationPubKey,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      return true;
    });
  }

  async remove(merchantCode: string, tokenHash: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async removeById(subscriptionId: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
  }

  /** Binds the token's subscription to a member of the same merchant; false when unknown. */
  async bind(
    merchantCode: string,
    tokenHash: string,
    memberId: number,
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('push_subscriptions')
      .set({ member_id: memberId, updated_at: now })
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Adds a topic to the token's subscription (once); false when the token is unknown. */
  async subscribe(merchantCode: string, tokenHash: string, topic: string): Promise<boolean> {
    const result = await sql`
      INSERT INTO push_topic_subscriptions (subscription_id, topic)
      SELECT id, ${topic}::text FROM push_subscriptions
      WHERE merchant_code = ${merchantCode} AND token_hash = ${tokenHash}
      ON CONFLICT DO NOTHING
      RETURNING subscription_id`.execute(this.db);
    if (result.rows.length > 0) return true;
    return (await this.idOf(merchantCode, tokenHash)) !== undefined;
  }

  /**
   * Leaves every topic of the token's subscription; with `all`, also every topic of each other
   * subscription of the member it is bound to.
   */
  async unsubscribe(merchantCode: string, tokenHash: string, all: boolean): Promise<void> {
    await sql`
      DELETE FROM push_topic_subscriptions WHERE subscription_id IN (
        SELECT s.id FROM push_subscriptions s
        WHERE s.merchant_code = ${merchantCode} AND (
          s.token_hash = ${tokenHash}
          OR (${all}::boolean AND s.member_id IS NOT NULL AND s.member_id = (
            SELECT member_id FROM push_subscriptions
            WHERE merchant_code = ${merchantCode} AND token_hash = ${tokenHash}))))`.execute(
      this.db,
    );
  }

  async topicsOf(merchantCode: string, tokenHash: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('push_topic_subscriptions as t')
      .innerJoin('push_subscriptions as s', 's.id', 't.subscription_id')
      .select('t.topic')
      .where('s.merchant_code', '=', merchantCode)
      .where('s.token_hash', '=', tokenHash)
      .orderBy('t.topic')
      .execute();
    return rows.map((row) => row.topic);
  }

  async idOf(merchantCode: string, tokenHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('push_subscriptions')
      .select(sql<string>`id::text`.as('id'))
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Stores a message and queues it for every subscription it reaches, in the caller's
   * transaction: a topic's subscribers or a member's subscriptions, leaving out, for marketing,
   * every member on a time-out or self-excluded. Answers the message id and how many were queued.
   */
  async queue(
    trx: Kysely<Database>,
    message: PushMessageRow,
    now: Date,
  ): Promise<{ id: string; recipients: number }> {
    const inserted = await sql<{ id: string }>`
      INSERT INTO push_messages
        (merchant_code, target_kind, target, marketing, contents, default_language, sent_by, created_at)
      VALUES (${message.merchantCode}, ${message.targetKind}, ${message.target}, ${message.marketing},
        ${JSON.stringify(message.contents)}::jsonb, ${message.defaultLanguage}, ${message.sentBy}, ${now})
      RETURNING id::text AS id`.execute(trx);
    const id = inserted.rows[0]!.id;
    const reaches =
      message.targetKind === 'topic'
        ? sql`EXISTS (SELECT 1 FROM push_topic_subscriptions t
            WHERE t.subscription_id = s.id AND t.topic = ${message.target})`
        : sql`s.member_id = ${Number(message.target)}`;
    const queued = await sql<{ id: string }>`
      INSERT INTO push_outbox (message_id, subscription_id, available_at)
      SELECT ${id}::bigint, s.id, ${now}::timestamptz FROM push_subscriptions s
      WHERE s.merchant_code = ${message.merchantCode} AND ${reaches}
        AND NOT (${message.marketing}::boolean AND s.member_id IS NOT NULL
          AND ${onBreak(sql`s.member_id`, now)})
      RETURNING id::text AS id`.execute(trx);
    const recipients = queued.rows.length;
    await trx.updateTable('push_messages').set({ recipients }).where('id', '=', id).execute();
    return { id, recipients };
  }

  /**
   * Claims due rows (the outbox table's claim: FOR UPDATE SKIP LOCKED under a lease) and reads
   * what each send needs, in one statement.
   */
  async claim(now: Date, options: OutboxClaimOptions): Promise<ClaimedPush[]> {
    const claimed = this.outbox
      .claimStatement(now, options)
      .returning(['id', 'attempts', 'message_id', 'subscription_id']);
    const result = await sql<{
      id: string;
      attempts: number;
      merchant_code: string;
      subscription_id: string;
      endpoint: string;
      auth: string;
      p256dh: string;
      application_pub_key: string | null;
      marketing: boolean;
      contents: PushMessageRow['contents'] | string;
      default_language: string;
      member_language: string | null;
      member_on_break: boolean;
    }>`
      WITH claimed AS (${claimed})
      SELECT c.id::text AS id, c.attempts, s.merchant_code, s.id::text AS subscription_id,
        s.endpoint, s.auth, s.p256dh, s.application_pub_key, m.marketing, m.contents,
        m.default_language, mem.language AS member_language,
        (s.member_id IS NOT NULL AND ${onBreak(sql`s.member_id`, now)}) AS member_on_break
      FROM claimed c
      JOIN push_subscriptions s ON s.id = c.subscription_id
      JOIN push_messages m ON m.id = c.message_id
      LEFT JOIN members mem ON mem.id = s.member_id`.execute(this.db);
    return result.rows.map((row) => ({
      id: row.id,
      claim: options.claim,
      attempts: row.attempts,
      merchantCode: row.merchant_code,
      subscriptionId: row.subscription_id,
      subscription: {
        endpoint: row.endpoint,
        auth: row.auth,
        p256dh: row.p256dh,
        applicationPubKey: row.application_pub_key,
      },
      marketing: row.marketing,
      contents: typeof row.contents === 'string' ? JSON.parse(row.contents) : row.contents,
      defaultLanguage: row.default_language,
      memberLanguage: row.member_language,
      memberOnBreak: row.member_on_break,
    }));
  }

  /** Sent (or no longer to be sent): the row goes. */
  done(push: ClaimedPush): Promise<void> {
    return this.outbox.remove(push);
  }

  retryAt(push: ClaimedPush, at: Date, error: string): Promise<void> {
    return this.outbox.retryAt(push, at, error);
  }

  /** Rows out of attempts are kept as 'failed'; answers how many. */
  giveUpExhausted(now: Date, maxAttempts: number): Promise<number> {
    return this.outbox.giveUpExhausted(now, maxAttempts);
  }
}
