import type { ColumnType } from 'kysely';

/**
 * The referrals area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. Referral codes, credits and visits.
 */
declare module '../core/db/schema.js' {
  interface Database {
    referral_codes: ReferralCodesTable;
    referral_credits: ReferralCreditsTable;
    referral_visits: ReferralVisitsTable;
  }
}

export interface ReferralCodesTable {
  merchant_code: string;
  member_id: number;
  code: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A registration credited to its referrer: one row per new member. */
export interface ReferralCreditsTable {
  merchant_code: string;
  member_id: number;
  referrer_id: number;
  credited_at: Date;
}

/** A phone (device id) that opened a referrer's link. */
export interface ReferralVisitsTable {
  merchant_code: string;
  referrer_id: number;
  visitor_id: string;
  visited_at: Date;
}
