import { CLUB_LABEL_TYPES, PROMOTION_CLAIM_KINDS } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { GameRepository } from '../games/index.js';
import type { ContentRepository, ContentRows } from './content-repository.js';
import type { PromotionFile } from './promotion-file.js';

/** A merchant's whole content: the promotions area's rows and the games area's banners. */
export async function readContent(
  stores: { content: ContentRepository; games: GameRepository },
  merchantCode: string,
  executor?: Kysely<Database>,
): Promise<ContentRows> {
  const [rows, banners] = await Promise.all([
    stores.content.read(merchantCode, executor),
    stores.games.allBanners(merchantCode, executor),
  ]);
  return { ...rows, banners };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A merchant's stored content as its promotion file: what `npm run promo -- export` writes and
 * what every console edit is checked as (the file's rules, applied to the content after the
 * edit). Members' labels are members' standing, not content: an export lists none.
 */
export function contentFile(rows: ContentRows): PromotionFile {
  return {
    promoCodesEnabled: rows.promoCodesEnabled,
    categories: rows.categories.map((row) => ({ id: row.id, name: row.name })),
    promotions: rows.promotions.map((row) => ({
      id: row.id,
      category: row.category,
      startsAt: row.starts_at.toISOString(),
      endsAt: iso(row.ends_at),
      title: row.title,
      content: row.content,
      terms: row.terms,
      claim: {
        kind: PROMOTION_CLAIM_KINDS.find((kind) => kind === row.claim_kind) ?? 'none',
        ...(row.promo_code ? { promoCode: row.promo_code } : {}),
      },
      kind: row.available_kind,
      bonus: row.bonus as PromotionFile['promotions'][number]['bonus'],
      enabled: row.enabled,
      images: row.images,
    })),
    announcements: rows.announcements.map((row) => ({
      id: row.id,
      type: row.type,
      platforms: row.platforms.split(','),
      category: row.category,
      startsAt: row.starts_at.toISOString(),
      endsAt: iso(row.ends_at),
      title: row.title,
      content: row.content,
      enabled: row.enabled,
    })),
    vipLevels: rows.vipLevels.map((row) => ({
      labelId: row.label_id,
      labelName: row.label_name,
      type: CLUB_LABEL_TYPES.find((type) => type === row.type) ?? 'MANUAL',
      rankLevel: row.rank_level,
      ...(row.conditions.length === 0 ? { totalConditions: row.total_conditions } : {}),
      conditions: row.conditions,
      ...(row.conditions.length > 0 ? { requiredConditions: row.required_conditions } : {}),
      benefits: row.benefits,
    })),
    vipRule: { fall: rows.vipFall },
    memberLabels: [],
    banners: rows.banners.map((row) => ({
      id: row.id,
      groupName: row.group_name,
      language: row.language,
      title: row.title,
      imageId: row.image_id,
      images: row.images,
      texts: row.texts,
      linkageType: row.linkage_type,
      linkage: row.linkage,
      roomId: row.room_id,
      nodeId: row.node_id,
      gameType: row.game_type,
      vendor: row.vendor,
      enabled: row.enabled,
    })),
  };
}
