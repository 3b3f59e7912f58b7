import { sql, type Kysely } from 'kysely';
import type { TrackedEventName, TrackedEventSource } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/**
 * The ledger's eventID of an event a browser reported: its own ID behind a prefix no server id
 * starts with (the wallet's and platform's are `<money event>:<reference>`), so a browser can
 * never take a deposit's eventID and keep its postback from going.
 */
export const BROWSER_EVENT_ID_PREFIX = 'browser:';
export const browserEventId = (eventId: string): string => `${BROWSER_EVENT_ID_PREFIX}${eventId}`;

/** One conversion event as the ledger keeps it. */
export interface TrackedEvent {
  merchantCode: string;
  /** One row per merchant and ID; a browser's IDs are kept apart by `browserEventId`. */
  eventId: string;
  name: TrackedEventName;
  source: TrackedEventSource;
  memberId: number | null;
  /** A money event's own reference (deposit id, platform transaction); one row per reference. */
  reference?: string;
  /** Minor units, with its currency; money events only. */
  amount?: number;
  currency?: string;
  /** SPEC.md section 3's payload and value (domain, affiliateCode, click ids, fbc, fbp, ...). */
  payload: Record<string, unknown>;
}

export interface RecordedEvent extends TrackedEvent {
  id: string;
  createdAt: Date;
}

/**
 * The event ledger (tracked_events): record() writes an event once, whatever repeats it (a
 * retried request, the browser and the server sending the same eventID, a platform reporting a
 * deposit the wallet already wrote); pass the transaction of the state the event belongs to.
 */
export class EventLedger {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** True when this call wrote the event; false when its eventID or reference was there already. */
  async record(event: TrackedEvent, db: Kysely<Database> = this.db): Promise<boolean> {
    const inserted = await db
      .insertInto('tracked_events')
      .values({
        merchant_code: event.merchantCode,
        event_id: event.eventId,
        name: event.name,
        source: event.source,
        member_id: event.memberId,
        reference: event.reference ?? null,
        amount: event.amount ?? null,
        currency: event.currency ?? null,
        payload: JSON.stringify(event.payload),
        created_at: this.now(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** A merchant's events after an id, oldest first (what a postback worker reads). */
  async after(merchantCode: string, afterId: string, limit: number): Promise<RecordedEvent[]> {
    const rows = await this.db
      .selectFrom('tracked_events')
      .select([
        'id',
        'merchant_code',
        'event_id',
        'name',
        'source',
        'member_id',
        'reference',
        'amount',
        'currency',
        'payload',
        'created_at',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('id', '>', sql<string>`${afterId}::bigint`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      merchantCode: row.merchant_code,
      eventId: row.event_id,
      name: row.name as TrackedEventName,
      source: row.source,
      memberId: row.member_id,
      ...(row.reference === null ? {} : { reference: row.reference }),
      ...(row.amount === null ? {} : { amount: Number(row.amount) }),
      ...(row.currency === null ? {} : { currency: row.currency }),
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
        string,
        unknown
      >,
      createdAt: row.created_at,
    }));
  }
}
