import type { VipCondition } from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The promotions area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. Promotions, their categories and claims, announcements, VIP levels and
 * members' labels.
 */
declare module '../core/db/schema.js' {
  interface Database {
    promotion_settings: PromotionSettingsTable;
    promotion_categories: PromotionCategoriesTable;
    promotions: PromotionsTable;
    promotion_claims: PromotionClaimsTable;
    announcements: AnnouncementsTable;
    vip_levels: VipLevelsTable;
    member_club_labels: MemberClubLabelsTable;
  }
}

/** A text per language, as the operator's promotion file gives it. */
type LocalizedColumn = ColumnType<Record<string, string>, string, string>;

export interface PromotionSettingsTable {
  merchant_code: string;
  promo_codes_enabled: boolean;
  /** The VIP rule: AUTO levels with conditions fall when the member no longer meets them. */
  vip_fall: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PromotionCategoriesTable {
  merchant_code: string;
  id: string;
  ordinal: number;
  name: LocalizedColumn;
}

export interface PromotionsTable {
  merchant_code: string;
  id: string;
  category: string;
  ordinal: number;
  starts_at: Date;
  ends_at: Date | null;
  title: LocalizedColumn;
  content: LocalizedColumn;
  terms: LocalizedColumn;
  /** contract PROMOTION_CLAIM_KINDS */
  claim_kind: 'none' | 'claim' | 'promoCode';
  /** Stored normalised (contract normalizePromoCode). */
  promo_code: string | null;
  /** contract AVAILABLE_PROMOTION_KINDS, when the promotion counts as one. */
  available_kind: 'APP_DOWNLOAD' | 'REFERRAL' | null;
  image_id: string;
  /** The promotion's bonus configuration (promotion-file.ts bonusConfigSchema), or null. */
  bonus: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Off: players neither see nor claim it (console). */
  enabled: Generated<boolean>;
  /** An image address per language, over the artwork (console). */
  images: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface PromotionClaimsTable {
  merchant_code: string;
  member_id: number;
  promotion_id: string;
  claimed_at: Date;
}

export interface AnnouncementsTable {
  merchant_code: string;
  id: string;
  type: string;
  /** Platforms, comma-separated (M for mobile). */
  platforms: string;
  category: string;
  ordinal: number;
  starts_at: Date;
  ends_at: Date | null;
  title: LocalizedColumn;
  content: LocalizedColumn;
  /** Off: players do not see it (console). */
  enabled: Generated<boolean>;
}

export interface VipLevelsTable {
  merchant_code: string;
  label_id: string;
  label_name: LocalizedColumn;
  type: 'AUTO' | 'MANUAL';
  rank_level: number;
  total_conditions: number;
  /** contract VipCondition[]: the level's named conditions. */
  conditions: ColumnType<VipCondition[], string, string>;
  /** How many conditions reach the level (0 for a level without conditions). */
  required_conditions: number;
  benefits: ColumnType<Record<string, string>[], string, string>;
}

export interface MemberClubLabelsTable {
  merchant_code: string;
  member_id: number;
  label_id: string;
  completed_conditions: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** When the member came to this label (the rule or the operator). */
  reached_at: ColumnType<Date, Date | undefined, Date>;
}
