import { sql, type Kysely } from 'kysely';
import type { PostbackDestination, TrackedEventName } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import { OutboxTable } from '../core/outbox/outbox-table.js';
import type { OutboxClaimOptions } from '../core/outbox/outbox-worker.js';

/** A ledger event not yet turned into postbacks. */
export interface UndispatchedEvent {
  trackedEventId: string;
  merchantCode: string;
  eventId: string;
  name: TrackedEventName;
  memberId: number | null;
}

/** One postback a worker holds until its lease ends; `claim` proves the hold when it finishes. */
export interface ClaimedPostback {
  id: string;
  merchantCode: string;
  destination: PostbackDestination;
  eventId: string;
  name: TrackedEventName;
  memberId: number | null;
  amount: number | null;
  currency: string | null;
  createdAt: Date;
  attempts: number;
  claim: string;
}

/** How far back undispatched ledger events are looked for (older ones are not posted back). */
export const DISPATCH_WINDOW_MS = 7 * 86_400_000;

/**
 * How long an event's transaction may take to commit after its created_at: once a pass finds
 * nothing undispatched, events older than this are all dispatched and need not be read again.
 */
export const DISPATCH_SETTLE_MS = 5 * 60_000;

/** postback_outbox and postback_dispatched; every statement is one atomic step. */
export class PostbackOutboxRepository {
  private readonly outbox: OutboxTable<Database, 'postback_outbox'>;

  constructor(private readonly db: Kysely<Database>) {
    this.outbox = new OutboxTable(db, 'postback_outbox', { errorLength: 500 });
  }

  /**
   * Turns up to `limit` ledger events into outbox rows. The events not yet dispatched are read,
   * `destinations` answers each one's destinations (outside any transaction: PGlite has one
   * connection), then one transaction writes each event's dispatched mark and, only when this
   * call wrote the mark, one row per destination: of two dispatchers reading the same event, the
   * second waits on the mark's key and writes nothing. Answers how many events it dispatched.
   */
  async dispatch(
    now: Date,
    limit: number,
    destinations: (event: UndispatchedEvent) => Promise<PostbackDestination[]>,
    since: Date = new Date(now.getTime() - DISPATCH_WINDOW_MS),
  ): Promise<{ found: number; dispatched: number }> {
    const rows = await sql<{
      id: string;
      merchant_code: string;
      event_id: string;
      name: TrackedEventName;
      member_id: number | null;
    }>`
      SELECT id::text AS id, merchant_code, event_id, name, member_id FROM tracked_events e
      WHERE e.created_at >= ${since}
        AND NOT EXISTS (SELECT 1 FROM postback_dispatched d WHERE d.tracked_event_id = e.id)
      ORDER BY e.created_at, e.id
      LIMIT ${limit}`.execute(this.db);
    if (rows.rows.length === 0) return { found: 0, dispatched: 0 };
    const planned: { event: UndispatchedEvent; to: PostbackDestination[] }[] = [];
    for (const row of rows.rows) {
      const event: UndispatchedEvent = {
        trackedEventId: row.id,
        merchantCode: row.merchant_code,
        eventId: row.event_id,
        name: row.name,
        memberId: row.member_id,
      };
      planned.push({ event, to: await destinations(event) });
    }
    const dispatched = await this.db.transaction().execute(async (trx) => {
      let dispatched = 0;
      for (const { event, to } of planned) {
        const marked = await trx
          .insertInto('postback_dispatched')
          .values({ tracked_event_id: event.trackedEventId, dispatched_at: now })
          .onConflict((conflict) => conflict.doNothing())
          .returning('tracked_event_id')
          .executeTakeFirst();
        if (!marked) continue;
        dispatched += 1;
        for (const destination of to) {
          await trx
            .insertInto('postback_outbox')
            .values({
              merchant_code: event.merchantCode,
              destination,
              event_id: event.eventId,
              tracked_event_id: event.trackedEventId,
              available_at: now,
              created_at: now,
            })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
      }
      return dispatched;
    });
    return { found: rows.rows.length, dispatched };
  }

  /**
   * Claims up to `limit` due postbacks for one worker (the outbox table's claim: FOR UPDATE SKIP
   * LOCKED under a lease) and reads each one's event.
   */
  async claim(now: Date, options: OutboxClaimOptions): Promise<ClaimedPostback[]> {
    const claimed = await this.outbox.claim(now, options);
    if (claimed.length === 0) return [];
    const rows = await this.db
      .selectFrom('postback_outbox as o')
      .innerJoin('tracked_events as e', 'e.id', 'o.tracked_event_id')
      .select([
        'o.id',
        'o.merchant_code',
        'o.destination',
        'o.event_id',
        'e.name',
        'e.member_id',
        'e.amount',
        'e.currency',
        'e.created_at',
      ])
      .where(
        'o.id',
        'in',
        claimed.map((row) => row.id),
      )
      .where('o.claim_token', '=', options.claim)
      .execute();
    const attempts = new Map(claimed.map((row) => [row.id, row.attempts]));
    return rows.map((row) => ({
      id: String(row.id),
      merchantCode: row.merchant_code,
      destination: row.destination,
      eventId: row.event_id,
      name: row.name as TrackedEventName,
      memberId: row.member_id,
      amount: row.amount === null ? null : Number(row.amount),
      currency: row.currency,
      createdAt: row.created_at,
      attempts: attempts.get(String(row.id)) ?? 1,
      claim: options.claim,
    }));
  }

  /** The destination took it: kept as sent, so the eventID is never queued for it again. */
  async sent(postback: ClaimedPostback, at: Date): Promise<void> {
    await this.outbox.settle(postback, {
      status: 'sent',
      sent_at: at,
      claim_token: null,
      last_error: null,
    });
  }

  /** The destination failed: due again at `at`, released for any worker. */
  retryAt(postback: ClaimedPostback, at: Date, error: string): Promise<void> {
    return this.outbox.retryAt(postback, at, error);
  }

  /** Gives up on postbacks out of attempts whose last lease or back-off has passed. */
  giveUpExhausted(now: Date, maxAttempts: number): Promise<number> {
    return this.outbox.giveUpExhausted(now, maxAttempts);
  }
}
