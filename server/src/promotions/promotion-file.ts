import { z } from 'zod/mini';
import {
  AVAILABLE_PROMOTION_KINDS,
  BONUS_WAGER_MULTIPLE_MAX,
  BONUS_WITHDRAWAL_RULES,
  CLUB_LABEL_TYPES,
  MAX_ENTRY_AMOUNT,
  normalizePromoCode,
  PROMOTION_CLAIM_KINDS,
  SAFE_TEXT_PATTERN,
  VIP_CONDITION_KINDS,
  VIP_CONDITIONS_MAX,
  VIP_WINDOW_DAYS_MAX,
  vipTargetMax,
} from '@lobby/contract';
import { isoDateTime, languageCode, type MerchantConfig } from '../core/merchant-config.js';

const id = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be 1-64 letters, digits, _ or -'));
const safe = (max: number) =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(max),
      z.regex(SAFE_TEXT_PATTERN, 'control characters are not allowed'),
    );
/** Rich content may break lines; every other control character is refused. */
const richText = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(20_000),
    z.regex(
      /^[^\p{Cs}\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f]*$/u,
      'control characters are not allowed',
    ),
  );
const localized = (value: z.ZodMiniString) => z.record(languageCode, value);
const imageUrl = z
  .string()
  .check(z.maxLength(500), z.regex(/^https:\/\/[^\s"'<>\\]+$/, 'an https:// address'));

const wholeNumber = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** A condition of a VIP level: a target over the last `windowDays` days, or for life (null). */
const vipConditionSchema = z.object({
  kind: z.enum(VIP_CONDITION_KINDS),
  target: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  windowDays: z._default(z.nullable(wholeNumber(1, VIP_WINDOW_DAYS_MAX)), null),
});

const vipLevelSchema = z.object({
  labelId: id,
  labelName: localized(safe(60)),
  type: z.enum(CLUB_LABEL_TYPES),
  rankLevel: z.int().check(z.minimum(1), z.maximum(1000)),
  /** Files before named conditions gave only a count; with `conditions` it must match them. */
  totalConditions: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
  conditions: z._default(z.array(vipConditionSchema).check(z.maxLength(VIP_CONDITIONS_MAX)), []),
  /** The operator's rule: how many of the conditions reach the level (all when absent). */
  requiredConditions: z.optional(wholeNumber(1, VIP_CONDITIONS_MAX)),
  benefits: z._default(z.array(localized(safe(200))), []),
});
export type VipLevelFile = z.infer<typeof vipLevelSchema>;

const minor = (min: number) => z.int().check(z.minimum(min), z.maximum(MAX_ENTRY_AMOUNT));
const percent = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

/** What every bonus kind sets: wagering, expiry, the games that count, the bet limit. */
const bonusRules = {
  wagerMultiple: z.int().check(z.minimum(0), z.maximum(BONUS_WAGER_MULTIPLE_MAX)),
  expiryDays: z.int().check(z.minimum(1), z.maximum(365)),
  games: z.object({
    /** Lanes (game categories) that count, each with its weight in percent; "*": every other lane. */
    categories: z.record(z.string().check(z.regex(/^([A-Z_]{1,32}|\*)$/)), percent(100)),
    /** Only these vendors' games count; absent: every vendor. */
    vendors: z.optional(z.array(id).check(z.minLength(1))),
  }),
  maxBet: z._default(z.nullable(minor(1)), null),
  onWithdrawal: z._default(z.enum(BONUS_WITHDRAWAL_RULES), 'forfeit'),
};
const period = z.enum(['daily', 'weekly', 'monthly']);

/** A promotion's bonus (docs/bonuses.md): what it pays and under which rules. */
export const bonusConfigSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('depositMatch'),
    percent: z.int().check(z.minimum(1), z.maximum(1000)),
    cap: minor(1),
    minDeposit: z._default(minor(0), 0),
    /** Only a member's first deposit; otherwise every Nth deposit (1: every one). */
    firstDepositOnly: z._default(z.boolean(), false),
    everyNth: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
    ...bonusRules,
  }),
  z.object({ kind: z.literal('freeCredit'), amount: minor(1), ...bonusRules }),
  z.object({
    kind: z.literal('cashback'),
    period,
    percent: z.int().check(z.minimum(1), z.maximum(100)),
    cap: minor(1),
    /** The least net loss of a period that earns cashback. */
    minLoss: z._default(minor(1), 1),
    /** The VIP levels it is for; absent: every member. */
    labelIds: z.optional(z.array(id).check(z.minLength(1))),
    ...bonusRules,
  }),
  z.object({
    kind: z.literal('vipReward'),
    rewards: z
      .array(
        z.object({
          labelId: id,
          amount: minor(1),
          when: z.enum(['onReach', 'daily', 'weekly', 'monthly']),
        }),
      )
      .check(z.minLength(1)),
    ...bonusRules,
  }),
]);
export type BonusConfig = z.infer<typeof bonusConfigSchema>;

const promotionSchema = z.object({
  id,
  category: id,
  startsAt: isoDateTime,
  endsAt: z._default(z.nullable(isoDateTime), null),
  title: localized(safe(120)),
  content: localized(richText),
  terms: z._default(localized(richText), {}),
  claim: z._default(
    z.object({ kind: z.enum(PROMOTION_CLAIM_KINDS), promoCode: z.optional(safe(64)) }),
    { kind: 'none' as const },
  ),
  /** Counts as this kind for MCSFE_getMerchantAvailablePromotions. */
  kind: z._default(z.nullable(z.enum(AVAILABLE_PROMOTION_KINDS)), null),
  /** What the promotion pays (docs/bonuses.md); absent: the claim pays nothing itself. */
  bonus: z._default(z.nullable(bonusConfigSchema), null),
  /** Off: players neither see nor claim it. */
  enabled: z._default(z.boolean(), true),
  /** An image address (https) per language, shown instead of the artwork. */
  images: z._default(localized(imageUrl), {}),
});

const announcementSchema = z.object({
  id,
  type: z._default(id, 'PR'),
  platforms: z._default(z.array(id).check(z.minLength(1)), ['M']),
  category: z._default(id, 'general'),
  startsAt: isoDateTime,
  endsAt: z._default(z.nullable(isoDateTime), null),
  title: localized(safe(120)),
  content: localized(safe(2000)),
  /** Off: players do not see it. */
  enabled: z._default(z.boolean(), true),
});

const bannerSchema = z.object({
  id,
  groupName: id,
  /** The one language it shows in; null: every language. */
  language: z._default(z.nullable(languageCode), null),
  title: safe(120),
  /** The catalogue artwork it shows where a language has no image of its own. */
  imageId: z.optional(id),
  images: z._default(localized(imageUrl), {}),
  /** Words drawn over wordless artwork, per language; null: the artwork has its words painted in. */
  texts: z._default(
    z.nullable(
      z.record(
        languageCode,
        z.object({
          title: safe(120),
          action: z.string().check(z.maxLength(60), z.regex(SAFE_TEXT_PATTERN)),
        }),
      ),
    ),
    null,
  ),
  linkageType: z.enum(['P', 'URL', 'G', 'NONE']),
  linkage: z.string().check(z.maxLength(500), z.regex(SAFE_TEXT_PATTERN)),
  roomId: z._default(z.nullable(safe(64)), null),
  nodeId: z._default(z.nullable(safe(64)), null),
  gameType: z._default(z.nullable(safe(64)), null),
  vendor: z._default(z.nullable(safe(64)), null),
  enabled: z._default(z.boolean(), true),
});
export type BannerFile = z.infer<typeof bannerSchema>;

const memberLabelSchema = z.object({
  username: safe(64),
  labelId: id,
  completedConditions: z._default(z.int().check(z.minimum(0)), 0),
});

/**
 * One merchant's promotion file (merchants/promotions/<code>.json): the operator's categories,
 * promotions, announcements, VIP levels and members' labels. Texts are per language.
 */
export const promotionFileSchema = z.object({
  promoCodesEnabled: z._default(z.boolean(), false),
  categories: z.array(z.object({ id, name: localized(safe(60)) })),
  promotions: z.array(promotionSchema),
  announcements: z._default(z.array(announcementSchema), []),
  vipLevels: z._default(z.array(vipLevelSchema), []),
  /** The operator's rule beyond each level's: whether AUTO levels fall when no longer met. */
  vipRule: z._default(z.object({ fall: z._default(z.boolean(), true) }), { fall: true }),
  memberLabels: z._default(z.array(memberLabelSchema), []),
  /** The merchant's banners; absent: an import leaves its banners as they are. */
  banners: z.optional(z.array(bannerSchema)),
});
export type PromotionFile = z.infer<typeof promotionFileSchema>;

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((value) => seen.has(value) || !seen.add(value)))];
}

/**
 * The rules one field alone cannot hold: unique ids and codes, known categories and labels, texts
 * in the merchant's languages (the default one always), windows that end after they start.
 * Answers one message per problem, each naming its field.
 */
export function promotionFileProblems(
  file: PromotionFile,
  merchant: Pick<MerchantConfig, 'languages' | 'defaultLanguage'>,
): string[] {
  const problems: string[] = [];
  const checkText = (where: string, text: Record<string, string>, required = true) => {
    for (const language of Object.keys(text)) {
      if (!merchant.languages.includes(language)) {
        problems.push(`${where}.${language}: the merchant does not offer ${language}`);
      }
    }
    if (required && !text[merchant.defaultLanguage]) {
      problems.push(`${where}.${merchant.defaultLanguage}: missing (the default language)`);
    }
  };
  const checkWindow = (where: string, item: { startsAt: string; endsAt: string | null }) => {
    if (item.endsAt && Date.parse(item.endsAt) <= Date.parse(item.startsAt)) {
      problems.push(`${where}.endsAt: must be after startsAt`);
    }
  };
  const unique = (where: string, values: string[]) => {
    for (const value of duplicates(values)) problems.push(`${where}: "${value}" appears twice`);
  };

  unique(
    'categories.id',
    file.categories.map((category) => category.id),
  );
  unique(
    'promotions.id',
    file.promotions.map((promotion) => promotion.id),
  );
  unique(
    'announcements.id',
    file.announcements.map((announcement) => announcement.id),
  );
  unique(
    'vipLevels.labelId',
    file.vipLevels.map((level) => level.labelId),
  );
  unique(
    'vipLevels.rankLevel',
    file.vipLevels.map((level) => String(level.rankLevel)),
  );
  unique(
    'promotions.claim.promoCode',
    file.promotions.flatMap((p) =>
      p.claim.promoCode ? [normalizePromoCode(p.claim.promoCode)] : [],
    ),
  );
  unique(
    'memberLabels.username',
    file.memberLabels.map((label) => label.username.toLowerCase()),
  );

  const categories = new Set(file.categories.map((category) => category.id));
  file.categories.forEach((category, i) => checkText(`categories.${i}.name`, category.name));
  file.promotions.forEach((promotion, i) => {
    const at = `promotions.${i}`;
    if (!categories.has(promotion.category)) {
      problems.push(`${at}.category: no category "${promotion.category}"`);
    }
    checkWindow(at, promotion);
    checkText(`${at}.title`, promotion.title);
    checkText(`${at}.content`, promotion.content);
    checkText(`${at}.terms`, promotion.terms, Object.keys(promotion.terms).length > 0);
    checkText(`${at}.images`, promotion.images, false);
    const { kind, promoCode } = promotion.claim;
    if (kind === 'promoCode' && !promoCode?.trim()) {
      problems.push(`${at}.claim.promoCode: required when claim.kind is promoCode`);
    }
    if (kind !== 'promoCode' && promoCode !== undefined) {
      problems.push(`${at}.claim.promoCode: only a promoCode claim takes a code`);
    }
    const bonus = promotion.bonus;
    if (bonus?.kind === 'freeCredit' && kind === 'none') {
      problems.push(`${at}.bonus: a free credit is paid on a claim or a promo code`);
    }
    if (bonus?.kind === 'depositMatch' && kind === 'promoCode') {
      problems.push(`${at}.bonus: a deposit match is chosen with a deposit, not by a code`);
    }
    if (bonus?.kind === 'vipReward') {
      for (const [j, reward] of bonus.rewards.entries()) {
        if (!file.vipLevels.some((level) => level.labelId === reward.labelId)) {
          problems.push(`${at}.bonus.rewards.${j}.labelId: no VIP level "${reward.labelId}"`);
        }
      }
    }
  });
  file.announcements.forEach((announcement, i) => {
    checkWindow(`announcements.${i}`, announcement);
    checkText(`announcements.${i}.title`, announcement.title);
    checkText(`announcements.${i}.content`, announcement.content);
  });
  file.vipLevels.forEach((level, i) => {
    checkText(`vipLevels.${i}.labelName`, level.labelName);
    level.benefits.forEach((benefit, j) => checkText(`vipLevels.${i}.benefits.${j}`, benefit));
    problems.push(...vipConditionProblems(`vipLevels.${i}`, level));
  });
  unique(
    'banners.id',
    (file.banners ?? []).map((banner) => banner.id),
  );
  (file.banners ?? []).forEach((banner, i) => {
    const at = `banners.${i}`;
    if (banner.language && !merchant.languages.includes(banner.language)) {
      problems.push(`${at}.language: the merchant does not offer ${banner.language}`);
    }
    if (banner.texts)
      checkText(
        `${at}.texts`,
        Object.fromEntries(Object.keys(banner.texts).map((l) => [l, 'x'])),
        false,
      );
    checkText(`${at}.images`, banner.images, false);
    if (!banner.imageId && !banner.images[merchant.defaultLanguage]) {
      problems.push(
        `${at}.images.${merchant.defaultLanguage}: an image is needed (the default language)`,
      );
    }
  });
  const labels = new Map(file.vipLevels.map((level) => [level.labelId, level]));
  file.promotions.forEach((promotion, i) => {
    const bonus = promotion.bonus;
    if (bonus?.kind !== 'cashback') return;
    bonus.labelIds?.forEach((labelId, j) => {
      if (!labels.has(labelId)) {
        problems.push(`promotions.${i}.bonus.labelIds.${j}: no VIP level "${labelId}"`);
      }
    });
  });
  file.memberLabels.forEach((label, i) => {
    const level = labels.get(label.labelId);
    if (!level) problems.push(`memberLabels.${i}.labelId: no VIP level "${label.labelId}"`);
    else if (label.completedConditions > totalConditionsOf(level)) {
      problems.push(
        `memberLabels.${i}.completedConditions: more than the level's ${totalConditionsOf(level)}`,
      );
    }
  });
  return problems;
}

/** A level's condition count: its named conditions, else the count older files gave. */
export function totalConditionsOf(level: VipLevelFile): number {
  return level.conditions.length > 0 ? level.conditions.length : (level.totalConditions ?? 0);
}

/** How many of a level's conditions reach it: the operator's number, else all of them. */
export function requiredConditionsOf(level: VipLevelFile): number {
  return level.requiredConditions ?? level.conditions.length;
}

function vipConditionProblems(at: string, level: VipLevelFile): string[] {
  const problems: string[] = [];
  const { conditions } = level;
  if (conditions.length > 0 && level.type !== 'AUTO') {
    problems.push(`${at}.conditions: only AUTO levels follow conditions (this one is MANUAL)`);
  }
  if (
    conditions.length > 0 &&
    level.totalConditions !== undefined &&
    level.totalConditions !== conditions.length
  ) {
    problems.push(
      `${at}.totalConditions: ${level.totalConditions} but ${conditions.length} conditions`,
    );
  }
  if (level.requiredConditions !== undefined && level.requiredConditions > conditions.length) {
    problems.push(
      `${at}.requiredConditions: more than the level's ${conditions.length} conditions`,
    );
  }
  for (const kind of duplicates(conditions.map((c) => `${c.kind}/${c.windowDays ?? 'life'}`))) {
    problems.push(`${at}.conditions: "${kind}" appears twice`);
  }
  conditions.forEach((condition, j) => {
    const max = vipTargetMax(condition.kind);
    if (condition.target > max) problems.push(`${at}.conditions.${j}.target: at most ${max}`);
    if (
      condition.kind === 'daysActive' &&
      condition.windowDays !== null &&
      condition.target > condition.windowDays
    ) {
      problems.push(
        `${at}.conditions.${j}.target: more days than its ${condition.windowDays}-day window`,
      );
    }
  });
  return problems;
}
