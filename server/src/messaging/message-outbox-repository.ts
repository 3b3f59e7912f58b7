import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { SecretSealer } from '../core/secret-sealer.js';

/** How long a given-up message's row (its recipient and last error) is kept, then cleared. */
export const MESSAGE_OUTBOX_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A text or an email as the outbox keeps it until its provider takes it. */
export interface OutgoingMessage {
  merchantCode: string;
  channel: 'sms' | 'email';
  to: string;
  /** Emails only. */
  subject: string | null;
  text: string;
}

/** A message as `seal` leaves it: subject and text sealed, ready to be queued. */
export interface SealedMessage extends OutgoingMessage {
  sealed: true;
}

/** A message one worker holds until its lease ends; `claim` proves the hold when it finishes. */
export interface ClaimedMessage extends OutgoingMessage {
  id: string;
  attempts: number;
  claim: string;
}

/**
 * The message outbox (table message_outbox); every statement is one atomic step. A message's
 * subject and text (codes, links) are sealed at rest and opened only when a worker claims them.
 */
export class MessageOutboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sealer: Pick<SecretSealer, 'seal' | 'open'>,
  ) {}

  /** Runs work in one transaction; the executor it is given writes in that transaction. */
  transaction<T>(work: (executor: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * The message with its subject and text sealed, for `enqueue`. Made before the transaction
   * that queues it: the sealing key is read on its own connection (PGlite has only one).
   */
  async seal(message: OutgoingMessage): Promise<SealedMessage> {
    return {
      ...message,
      subject: message.subject === null ? null : await this.sealer.seal(message.subject),
      text: await this.sealer.seal(message.text),
      sealed: true,
    };
  }

  /**
   * Queues the message when `send` is true. One statement either way (an INSERT … SELECT whose
   * WHERE is `send`), so a caller that must not tell whether a recipient exists does the same work.
   */
  async enqueue(
    executor: Kysely<Database>,
    message: SealedMessage,
    send: boolean,
    now: Date,
  ): Promise<void> {
    const { subject, text: body } = message;
    await sql`
      INSERT INTO message_outbox (merchant_code, channel, recipient, subject, body, available_at, created_at)
      SELECT ${message.merchantCode}::text, ${message.channel}::text, ${message.to}::text,
        ${subject}::text, ${body}::text, ${now}::timestamptz, ${now}::timestamptz
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
    return Promise.all(
      result.rows.map(async (row) => ({
        id: row.id,
        merchantCode: row.merchant_code,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject === null ? null : await this.sealer.open(row.subject),
        text: row.body === null ? '' : await this.sealer.open(row.body),
        attempts: row.attempts,
        claim: options.claim,
      })),
    );
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

  /**
   * Clears a merchant's rows that are done with (given up, or delivered where a row was kept)
   * and were last tried before the retention; queued rows stay. Answers how many went.
   */
  async clearOld(merchantCode: string, now: Date): Promise<number> {
    const before = new Date(now.getTime() - MESSAGE_OUTBOX_RETENTION_DAYS * DAY_MS);
    const rows = await this.db
      .deleteFrom('message_outbox')
      .where('merchant_code', '=', merchantCode)
      .where('status', '<>', 'queued')
      .where('available_at', '<', before)
      .returning(['id'])
      .execute();
    return rows.length;
  }
}
