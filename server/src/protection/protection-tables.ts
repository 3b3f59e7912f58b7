import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from '../core/db/schema.js';

/**
 * The protection area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. Player protection: members' settings, limits, play sessions and its audit.
 */
declare module '../core/db/schema.js' {
  interface Database {
    member_protection: MemberProtectionTable;
    protection_limits: ProtectionLimitsTable;
    play_sessions: PlaySessionsTable;
    protection_audit: ProtectionAuditTable;
  }
}

export interface MemberProtectionTable {
  merchant_code: string;
  member_id: number;
  birth_date: string | null;
  terms_version: string | null;
  privacy_version: string | null;
  terms_accepted_at: Date | null;
  reality_check_minutes: number | null;
  break_kind: 'timeOut' | 'selfExclusion' | null;
  break_from: Date | null;
  break_until: Date | null;
}

export interface ProtectionLimitsTable {
  merchant_code: string;
  member_id: number;
  kind: 'deposit' | 'loss' | 'session';
  period: 'day' | 'week' | 'month';
  value: Int8 | null;
  pending: ColumnType<boolean, boolean | undefined, boolean>;
  pending_value: Int8 | null;
  pending_at: Date | null;
  updated_at: Date;
}

export interface PlaySessionsTable {
  id: Generated<Int8>;
  merchant_code: string;
  member_id: number;
  started_at: Date;
  last_play_at: Date;
  ended_at: Date | null;
}

export interface ProtectionAuditTable {
  id: Generated<Int8>;
  merchant_code: string;
  member_id: number;
  action: string;
  details: string;
  created_at: Date;
}
