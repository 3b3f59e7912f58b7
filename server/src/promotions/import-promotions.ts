import { normalizePromoCode } from '@lobby/contract';
import type { MemberRepository } from '../accounts/index.js';
import type { PromotionData, PromotionRepository } from './promotion-repository.js';
import { requiredConditionsOf, totalConditionsOf, type PromotionFile } from './promotion-file.js';
import { promotionArtwork } from '../games/index.js';

/** The catalogue image id of a promotion's artwork. */
export const promotionImageId = (promotionId: string) => `promo-${promotionId}`;

/** Turns a validated promotion file into the rows it stores. */
export function promotionData(merchantCode: string, file: PromotionFile, now: Date): PromotionData {
  const merchant_code = merchantCode;
  const json = (value: unknown) => JSON.stringify(value);
  return {
    promoCodesEnabled: file.promoCodesEnabled,
    vipFall: file.vipRule.fall,
    categories: file.categories.map((category, ordinal) => ({
      merchant_code,
      id: category.id,
      ordinal,
      name: json(category.name),
    })),
    promotions: file.promotions.map((promotion, ordinal) => ({
      merchant_code,
      id: promotion.id,
      category: promotion.category,
      ordinal,
      starts_at: new Date(promotion.startsAt),
      ends_at: promotion.endsAt ? new Date(promotion.endsAt) : null,
      title: json(promotion.title),
      content: json(promotion.content),
      terms: json(promotion.terms),
      claim_kind: promotion.claim.kind,
      promo_code: promotion.claim.promoCode ? normalizePromoCode(promotion.claim.promoCode) : null,
      available_kind: promotion.kind,
      image_id: promotionImageId(promotion.id),
      bonus: promotion.bonus ? json(promotion.bonus) : null,
    })),
    announcements: file.announcements.map((announcement, ordinal) => ({
      merchant_code,
      id: announcement.id,
      type: announcement.type,
      platforms: announcement.platforms.join(','),
      category: announcement.category,
      ordinal,
      starts_at: new Date(announcement.startsAt),
      ends_at: announcement.endsAt ? new Date(announcement.endsAt) : null,
      title: json(announcement.title),
      content: json(announcement.content),
    })),
    vipLevels: file.vipLevels.map((level) => ({
      merchant_code,
      label_id: level.labelId,
      label_name: json(level.labelName),
      type: level.type,
      rank_level: level.rankLevel,
      total_conditions: totalConditionsOf(level),
      conditions: json(level.conditions),
      required_conditions: requiredConditionsOf(level),
      benefits: json(level.benefits),
    })),
    images: file.promotions.map((promotion) => ({
      merchant_code,
      id: promotionImageId(promotion.id),
      content_type: 'image/svg+xml',
      body: promotionArtwork(promotion),
      updated_at: now,
    })),
  };
}

/**
 * Stores a merchant's promotion file: its promotions, categories, announcements and VIP levels
 * replace the previous ones; its member labels are given to the members it names. Answers the
 * usernames it names that the merchant has no member for (left for the operator to read).
 */
export async function importPromotions(
  repositories: { promotions: PromotionRepository; members: MemberRepository },
  merchantCode: string,
  file: PromotionFile,
  now: Date,
): Promise<{ unknownUsernames: string[] }> {
  await repositories.promotions.replace(merchantCode, promotionData(merchantCode, file, now));
  const unknownUsernames: string[] = [];
  for (const label of file.memberLabels) {
    const member = await repositories.members.findByUsername(merchantCode, label.username);
    if (!member) {
      unknownUsernames.push(label.username);
      continue;
    }
    await repositories.promotions.setClubLabel(
      merchantCode,
      member.id,
      label.labelId,
      label.completedConditions,
    );
  }
  return { unknownUsernames };
}

/** Stores every merchant's promotion file (the operator's files are the source of truth). */
export async function importPromotionFiles(
  repositories: { promotions: PromotionRepository; members: MemberRepository },
  promotionFiles: ReadonlyMap<string, PromotionFile>,
  now: Date,
): Promise<void> {
  for (const [code, file] of promotionFiles) {
    await importPromotions(repositories, code, file, now);
  }
}
