import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** A text or an email as the outbox keeps it until its provider takes it. */
export interface OutgoingMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  to: string;
  /** Emails only. */
  subject: string | null;
  text: string;
}

/** A message one worker holds until its lease ends; `claim` proves the hold when it finishes. */
export interface ClaimedMessage extends OutgoingMessage {
  id: string;
  attempts: number;
  claim: string;
}

/** The message outbox (table message_outbox); every statement is one atomic step. */
export class MessageOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs work in one transaction; the executor it is given writes in that transaction. */
  transaction<T>(work: (executor: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Queues the message when `send` is true. One statement either way (an INSERT … SELECT whose
   * WHERE is `send`), so a caller that must not tell whether a recipient exists does the same work.
   */
  async enqueue(
    executor: Kysely<Database>,
    message: OutgoingMessage,
    send: boolean,
    now: Date,
  ): Promise<void> {
    await sql`
      INSERT INTO message_outbox (merchant_code, channel, recipient, subject, body, available_at, created_at)
      SELECT ${message.merchantCode}::text, ${message.channel}::text, ${message.to}::text,
        ${message.subject}::text, ${message.text}::text, ${now}::timestamptz, ${now}::timestamptz
      WHERE ${send}::boolean`.execute(executor);
  }

  /**
   * Claims up to `limit` due messages for one worker in one statement: rows another worker holds
   * are skipped (FOR UPDATE SKIP LOCKED), each claimed row's attempt is counted and its
   * available_at moved to the end of the lease, so an instance that dies holding it lets the
   * next claim after the lease take it again.
   */
  async claim(
    now: Date,
    options: { leaseMs: number; maxAttempts: number; limit: number; claim: string },
  ): Promise<ClaimedMessage[]> {
    const leaseEnd = new Date(now.getTime() + options.leaseMs);
    const result = await sql<{
      id: string;
      merchant_code: string;
      channel: 'sms' | 'email';
      recipient: string;
      subject: string | null;
      body: string | null;
      attempts: number;
    }>`
      UPDATE message_outbox SET
        attempts = attempts + 1, available_at = ${leaseEnd}, claim_token = ${options.claim}
      WHERE id IN (
        SELECT id FROM message_outbox
        WHERE status = 'queued' AND available_at <= ${now} AND attempts < ${options.maxAttempts}
        ORDER BY available_at, id
        LIMIT ${options.limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, merchant_code, channel, recipient, subject, body, attempts`.execute(
      this.db,
    );
    return result.rows.map((row) => ({
      id: row.id,
      merchantCode: row.merchant_code,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body ?? '',
      attempts: row.attempts,
      claim: options.claim,
    }));
  }

  /** The provider took it: the row and its body go. */
  async delivered(message: ClaimedMessage): Promise<void> {
    await this.db
      .deleteFrom('message_outbox')
      .where('id', '=', message.id)
      .where('claim_token', '=', message.claim)
      .execute();
  }

  /** The provider failed: due again at `at`, released for any worker. */
  async retryAt(message: ClaimedMessage, at: Date, error: string): Promise<void> {
    await this.db
      .updateTable('message_outbox')
      .set({ available_at: at, claim_token: null, last_error: error })
      .where('id', '=', message.id)
      .where('claim_token', '=', message.claim)
      .execute();
  }

  /**
   * Gives up on messages out of attempts (failed last, or claimed last by an instance that died
   * before its lease ended), dropping the body they carried. Answers how many.
   */
  async giveUpExhausted(now: Date, maxAttempts: number): Promise<number> {
    const rows = await this.db
      .updateTable('message_outbox')
      .set({ status: 'failed', body: null, subject: null, claim_token: null })
      .where('status', '=', 'queued')
      .where('attempts', '>=', maxAttempts)
      .where('available_at', '<=', now)
      .returning(['id'])
      .execute();
    return rows.length;
  }
}
