import type { PostbackDestination } from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The postbacks area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. Members' server-to-server ids and the postback outbox.
 */
declare module '../core/db/schema.js' {
  interface Database {
    member_s2s_info: MemberS2sInfoTable;
    postback_outbox: PostbackOutboxTable;
    postback_dispatched: PostbackDispatchedTable;
  }
}

/** A member's server-to-server attribution ids (SPEC.md section 3), the latest the app sent. */
export interface MemberS2sInfoTable {
  merchant_code: string;
  member_id: number;
  ad_app_token: string | null;
  gps_adid: string | null;
  adid: string | null;
  af_app_id: string | null;
  appsflyer_id: string | null;
  af_advertising_id: string | null;
  af_oaid: string | null;
  idfa: string | null;
  idfv: string | null;
  click_id: string | null;
  updated_at: Date;
}

/** One postback of one tracked event to one destination. */
export interface PostbackOutboxTable {
  id: Generated<string>;
  merchant_code: string;
  destination: PostbackDestination;
  event_id: string;
  tracked_event_id: string;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | undefined, 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface PostbackDispatchedTable {
  tracked_event_id: string;
  dispatched_at: Date;
}
