import {
  clampConditions,
  pickLocalized,
  type Announcement,
  type MemberInfo,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionSummary,
  type VipLevel,
} from '@lobby/contract';
import type {
  AnnouncementRow,
  CategoryRow,
  ClubLabelRow,
  PromotionRow,
  VipLevelRow,
} from './promotion-repository.js';
import { catalogueImageUrl } from '../games/index.js';

/** The language texts are picked in, and the merchant's default to fall back on. */
export interface Languages {
  language: string;
  fallback: string;
}

const pick = (text: Record<string, string>, languages: Languages) =>
  pickLocalized(text, languages.language, languages.fallback);

export function presentCategory(row: CategoryRow, languages: Languages): PromotionCategory {
  return { id: row.id, name: pick(row.name, languages) };
}

export function presentPromotionSummary(row: PromotionRow, languages: Languages): PromotionSummary {
  return {
    id: row.id,
    category: row.category,
    title: pick(row.title, languages),
    image: catalogueImageUrl(row.image_id),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    claimKind: row.claim_kind,
  };
}

/** A promotion in full; the promo code itself never leaves the server. */
export function presentPromotionDetail(row: PromotionRow, languages: Languages): PromotionDetail {
  return {
    ...presentPromotionSummary(row, languages),
    content: pick(row.content, languages),
    terms: Object.keys(row.terms).length > 0 ? pick(row.terms, languages) : '',
    action: row.available_kind,
  };
}

export function presentAnnouncement(row: AnnouncementRow, languages: Languages): Announcement {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    title: pick(row.title, languages),
    content: pick(row.content, languages),
    startsAt: row.starts_at.toISOString(),
  };
}

export function presentVipLevel(row: VipLevelRow, languages: Languages): VipLevel {
  return {
    labelId: row.label_id,
    labelName: pick(row.label_name, languages),
    type: row.type,
    rankLevel: row.rank_level,
    totalConditions: row.total_conditions,
    benefits: row.benefits.map((benefit) => pick(benefit, languages)),
  };
}

/** Member info's clubLabel (SPEC section 3). */
export function presentClubLabel(
  row: ClubLabelRow | undefined,
  languages: Languages,
): MemberInfo['clubLabel'] {
  if (!row) return null;
  return {
    labelName: pick(row.label_name, languages),
    type: row.type,
    rankLevel: row.rank_level,
    labelId: row.label_id,
  };
}

/** MCSFE_getPlayerRankProgress's answer; a member without a label has labelId null. */
export function presentRankProgress(row: ClubLabelRow | undefined) {
  return {
    currentProgress: {
      completedConditions: row
        ? clampConditions(row.completed_conditions, row.total_conditions)
        : 0,
      totalExpectedConditions: row?.total_conditions ?? 0,
    },
    playerRankProgress: { labelId: row?.label_id ?? null },
  };
}
