import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { OutboxTable } from '../core/outbox/outbox-table.js';
import type { OutboxClaimOptions } from '../core/outbox/outbox-worker.js';
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
  private readonly outbox: OutboxTable<Database, 'message_outbox'>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sealer: Pick<SecretSealer, 'seal' | 'open'>,
  ) {
    this.outbox = new OutboxTable(db, 'message_outbox', { clearOnGiveUp: ['body', 'subject'] });
  }

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
   * Claims up to `limit` due messages for one worker (the outbox table's claim: FOR UPDATE SKIP
   * LOCKED under a lease, so an instance that dies holding one lets the next claim after the
   * lease take it again), opening each one's subject and text.
   */
  async claim(now: Date, options: OutboxClaimOptions): Promise<ClaimedMessage[]> {
    const rows = await this.outbox.claim(now, options, [
      'merchant_code',
      'channel',
      'recipient',
      'subject',
      'body',
    ]);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        merchantCode: row.merchant_code,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject === null ? null : await this.sealer.open(row.subject),
        text: row.body === null ? '' : await this.sealer.open(row.body),
        attempts: row.attempts,
        claim: row.claim,
      })),
    );
  }

  /** The provider took it: the row and its body go. */
  delivered(message: ClaimedMessage): Promise<void> {
    return this.outbox.remove(message);
  }

  /** The provider failed: due again at `at`, released for any worker. */
  retryAt(message: ClaimedMessage, at: Date, error: string): Promise<void> {
    return this.outbox.retryAt(message, at, error);
  }

  /**
   * Gives up on messages out of attempts (failed last, or claimed last by an instance that died
   * before its lease ended), dropping the body they carried. Answers how many.
   */
  giveUpExhausted(now: Date, maxAttempts: number): Promise<number> {
    return this.outbox.giveUpExhausted(now, maxAttempts);
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
