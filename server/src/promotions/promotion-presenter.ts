import {
  clampConditions,
  pickLocalized,
  type Announcement,
  type MemberInfo,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionSummary,
  metCount,
  type VipCondition,
  type VipConditionProgress,
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
    conditions: row.conditions.map(presentCondition),
    requiredConditions: row.required_conditions,
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

const presentCondition = ({ kind, target, windowDays }: VipCondition): VipCondition => ({
  kind,
  target,
  windowDays,
});

const presentProgress = (condition: VipConditionProgress): VipConditionProgress => ({
  ...presentCondition(condition),
  progress: condition.progress,
  met: condition.met,
});

/**
 * MCSFE_getPlayerRankProgress's answer; a member without a label has labelId null. A level with
 * named conditions counts those the ledger shows met; an older level, the count the operator set.
 */
export function presentRankProgress(facts: {
  label: ClubLabelRow | undefined;
  conditions: VipConditionProgress[];
  next: { level: VipLevelRow; conditions: VipConditionProgress[] } | null;
}) {
  const { label: row, conditions, next } = facts;
  const completed = !row
    ? 0
    : conditions.length > 0
      ? metCount(conditions)
      : clampConditions(row.completed_conditions, row.total_conditions);
  return {
    currentProgress: {
      completedConditions: completed,
      totalExpectedConditions: row?.total_conditions ?? 0,
    },
    playerRankProgress: { labelId: row?.label_id ?? null },
    conditions: conditions.map(presentProgress),
    next: next && {
      labelId: next.level.label_id,
      requiredConditions: next.level.required_conditions,
      conditions: next.conditions.map(presentProgress),
    },
  };
}
