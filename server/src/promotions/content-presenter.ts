import type { OpsAnnouncement, OpsBanner, OpsPromotion, OpsVipLevel } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { catalogueImageUrl, type BannerRow } from '../games/index.js';
import type {
  ContentAnnouncementRow,
  ContentCategoryRow,
  ContentPromotionRow,
  ContentRows,
  ContentVipLevelRow,
} from './content-repository.js';

export function presentOpsCategory(row: ContentCategoryRow) {
  return { id: row.id, ordinal: row.ordinal, name: row.name };
}

/** A promotion as the console edits it; the promo code itself never leaves the server. */
export function presentOpsPromotion(row: ContentPromotionRow): OpsPromotion {
  return {
    id: row.id,
    category: row.category,
    ordinal: row.ordinal,
    enabled: row.enabled,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    title: row.title,
    content: row.content,
    terms: row.terms,
    images: row.images,
    artwork: catalogueImageUrl(row.image_id),
    claimKind: row.claim_kind,
    bonusKind: typeof row.bonus?.kind === 'string' ? row.bonus.kind : null,
  };
}

export function presentOpsAnnouncement(row: ContentAnnouncementRow): OpsAnnouncement {
  return {
    id: row.id,
    category: row.category,
    ordinal: row.ordinal,
    enabled: row.enabled,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    title: row.title,
    content: row.content,
  };
}

export function presentOpsVipLevel(row: ContentVipLevelRow): OpsVipLevel {
  return {
    labelId: row.label_id,
    rankLevel: row.rank_level,
    type: row.type,
    labelName: row.label_name,
    benefits: row.benefits,
  };
}

export function presentOpsBanner(row: BannerRow): OpsBanner {
  return {
    id: row.id,
    groupName: row.group_name,
    ordinal: row.ordinal,
    enabled: row.enabled,
    language: row.language,
    title: row.title,
    texts: row.texts ?? {},
    images: row.images,
    artwork: catalogueImageUrl(row.image_id),
    linkageType: row.linkage_type,
    linkage: row.linkage,
  };
}

/** The console's content list: the merchant's languages and every item of every kind. */
export function presentOpsContent(merchant: MerchantConfig, rows: ContentRows) {
  return {
    languages: [...merchant.languages],
    defaultLanguage: merchant.defaultLanguage,
    categories: rows.categories.map(presentOpsCategory),
    promotions: rows.promotions.map(presentOpsPromotion),
    announcements: rows.announcements.map(presentOpsAnnouncement),
    vipLevels: rows.vipLevels.map(presentOpsVipLevel),
    banners: rows.banners.map(presentOpsBanner),
  };
}
