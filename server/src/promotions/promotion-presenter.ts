import {
  clampConditions,
  pickLocalized,
  pickLocalizedText,
  type Announcement,
  type MemberInfo,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionSummary,
  type TextLanguages,
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

/**
 * Picks each named text in the asked language (else the merchant's default, else English) and
 * notes, for the page to mark, every one written in another language than the one asked.
 */
function pickAll<K extends string>(
  texts: Readonly<Record<K, Record<string, string>>>,
  languages: Languages,
): { picked: Record<K, string>; textLanguages: TextLanguages } {
  const picked = {} as Record<K, string>;
  const textLanguages: TextLanguages = {};
  for (const field of Object.keys(texts) as K[]) {
    const { text, language } = pickLocalizedText(
      texts[field],
      languages.language,
      languages.fallback,
    );
    picked[field] = text;
    if (text && language !== languages.language.toUpperCase()) textLanguages[field] = language;
  }
  return { picked, textLanguages };
}

export function presentCategory(row: CategoryRow, languages: Languages): PromotionCategory {
  return { id: row.id, name: pick(row.name, languages) };
}

export function presentPromotionSummary(row: PromotionRow, languages: Languages): PromotionSummary {
  const { picked, textLanguages } = pickAll({ title: row.title }, languages);
  return {
    id: row.id,
    category: row.category,
    title: picked.title,
    image:
      row.images[languages.language.toUpperCase()] ??
      row.images[languages.fallback] ??
      catalogueImageUrl(row.image_id),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    claimKind: row.claim_kind,
    textLanguages,
  };
}

/** A promotion in full; the promo code itself never leaves the server. */
export function presentPromotionDetail(row: PromotionRow, languages: Languages): PromotionDetail {
  const summary = presentPromotionSummary(row, languages);
  const { picked, textLanguages } = pickAll({ content: row.content, terms: row.terms }, languages);
  return {
    ...summary,
    content: picked.content,
    terms: picked.terms,
    textLanguages: { ...summary.textLanguages, ...textLanguages },
    action: row.available_kind,
  };
}

export function presentAnnouncement(row: AnnouncementRow, languages: Languages): Announcement {
  const { picked, textLanguages } = pickAll({ title: row.title, content: row.content }, languages);
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    title: picked.title,
    content: picked.content,
    startsAt: row.starts_at.toISOString(),
    textLanguages,
  };
}

export function presentVipLevel(row: VipLevelRow, languages: Languages): VipLevel {
  const benefits = Object.fromEntries(
    row.benefits.map((benefit, index) => [`benefits.${index}`, benefit]),
  );
  const { picked, textLanguages } = pickAll<string>(
    { labelName: row.label_name, ...benefits },
    languages,
  );
  return {
    labelId: row.label_id,
    labelName: picked.labelName ?? '',
    type: row.type,
    rankLevel: row.rank_level,
    totalConditions: row.total_conditions,
    conditions: row.conditions.map(presentCondition),
    requiredConditions: row.required_conditions,
    benefits: row.benefits.map((_, index) => picked[`benefits.${index}`] ?? ''),
    textLanguages,
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
