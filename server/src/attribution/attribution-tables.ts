import type { TrackedEventSource } from '@lobby/contract';
import type { ColumnType } from 'kysely';

/**
 * The attribution area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. The event ledger and members' attributions.
 */
declare module '../core/db/schema.js' {
  interface Database {
    tracked_events: TrackedEventsTable;
    member_attributions: MemberAttributionsTable;
  }
}

/** One conversion event, once per merchant and eventID (and per reference for money events). */
export interface TrackedEventsTable {
  id: ColumnType<string, never, never>;
  merchant_code: string;
  event_id: string;
  name: string;
  source: TrackedEventSource;
  member_id: number | null;
  reference: string | null;
  amount: ColumnType<string | null, number | null, never>;
  currency: string | null;
  payload: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date, never>;
}

/** A member's attribution, written once at registration; a trigger refuses updates. */
export interface MemberAttributionsTable {
  member_id: number;
  merchant_code: string;
  affiliate_code: string;
  domain: string | null;
  referral_code: string | null;
  link_id: number | null;
  campaign: string | null;
  click_source: string;
  pixel_track: ColumnType<Record<string, string> | null, string | null, never>;
  register_url: string | null;
  first_touch_at: ColumnType<Date, Date, never>;
  registered_at: ColumnType<Date, Date, never>;
}
