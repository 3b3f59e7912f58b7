import type { Insertable, Kysely } from 'kysely';
import { normalizePromoCode } from '@lobby/contract';
import { MemberRepository } from '../accounts/index.js';
import { PromotionRepository, type PromotionData } from './promotion-repository.js';
import {
  requiredConditionsOf,
  totalConditionsOf,
  type BannerFile,
  type PromotionFile,
} from './promotion-file.js';
import { GameRepository, promotionArtwork } from '../games/index.js';
import { ContentVersions } from '../core/content/content-versions.js';
import type { Database } from '../core/db/schema.js';
import type { BannersTable } from '../games/games-tables.js';

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
      enabled: promotion.enabled,
      images: json(promotion.images),
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
      enabled: announcement.enabled,
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

/** The catalogue image id a banner of the file shows where a language has no image. */
export const bannerImageId = (banner: Pick<BannerFile, 'id' | 'imageId'>) =>
  banner.imageId ?? `banner-${banner.id}`;

/** A banner of the file as its row. */
export function bannerRow(
  merchantCode: string,
  banner: BannerFile,
  ordinal: number,
): Insertable<BannersTable> {
  return {
    merchant_code: merchantCode,
    id: banner.id,
    group_name: banner.groupName,
    language: banner.language,
    title: banner.title,
    image_id: bannerImageId(banner),
    images: JSON.stringify(banner.images),
    texts: banner.texts ? JSON.stringify(banner.texts) : null,
    linkage_type: banner.linkageType,
    linkage: banner.linkage,
    room_id: banner.roomId,
    node_id: banner.nodeId,
    game_type: banner.gameType,
    vendor: banner.vendor,
    ordinal,
    enabled: banner.enabled,
  };
}

/** What an import reads and writes. */
export interface ImportRepositories {
  promotions: PromotionRepository;
  members: MemberRepository;
  games: GameRepository;
  versions: ContentVersions;
}

/** The repositories of an import outside a server (start, command line, tests). */
export function importRepositories(
  db: Kysely<Database>,
  versions = new ContentVersions(db, undefined),
): ImportRepositories {
  return {
    promotions: new PromotionRepository(db),
    members: new MemberRepository(db),
    games: new GameRepository(db),
    versions,
  };
}

/**
 * Stores a merchant's promotion file. The rule (docs/operator-console.md, "Content"): a file
 * replaces the merchant's promotions, categories, announcements, VIP levels (and banners, when it
 * lists them) unless the console edited them since the last import; then the import keeps them
 * and answers `kept`, unless `replace` is asked. Its member labels are given to the members it
 * names. Answers the usernames it names that the merchant has no member for.
 */
export async function importPromotions(
  repositories: ImportRepositories,
  merchantCode: string,
  file: PromotionFile,
  now: Date,
  options: { replace?: boolean } = {},
): Promise<{ unknownUsernames: string[]; kept: boolean }> {
  const { promotions, games, versions } = repositories;
  const data = promotionData(merchantCode, file, now);
  const stored = await promotions.transaction(async (trx) => {
    const { editedAt } = await versions.lock(trx, merchantCode);
    if (editedAt && !options.replace) return undefined;
    await promotions.replace(merchantCode, data, trx);
    if (file.banners) {
      await games.replaceBanners(
        trx,
        merchantCode,
        file.banners.map((banner, ordinal) => bannerRow(merchantCode, banner, ordinal)),
      );
    }
    return versions.raise(trx, merchantCode, 'imported', now);
  });
  if (stored === undefined) return { unknownUsernames: [], kept: true };
  await versions.announce(merchantCode, stored);
  const unknownUsernames: string[] = [];
  for (const label of file.memberLabels) {
    const member = await repositories.members.findByUsername(merchantCode, label.username);
    if (!member) {
      unknownUsernames.push(label.username);
      continue;
    }
    await promotions.setClubLabel(
      merchantCode,
      member.id,
      label.labelId,
      label.completedConditions,
    );
  }
  return { unknownUsernames, kept: false };
}

/**
 * Stores every merchant's promotion file by the import rule (the start's seed): a merchant whose
 * content was edited in the console since its last import keeps it. Answers those merchants.
 */
export async function importPromotionFiles(
  repositories: ImportRepositories,
  promotionFiles: ReadonlyMap<string, PromotionFile>,
  now: Date,
): Promise<{ kept: string[] }> {
  const kept: string[] = [];
  for (const [code, file] of promotionFiles) {
    if ((await importPromotions(repositories, code, file, now)).kept) kept.push(code);
  }
  return { kept };
}
