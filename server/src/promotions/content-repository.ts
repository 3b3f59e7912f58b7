import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type {
  AnnouncementsTable,
  PromotionCategoriesTable,
  PromotionsTable,
  VipLevelsTable,
} from './promotions-tables.js';
import type { CatalogueImagesTable, BannersTable } from '../games/games-tables.js';

export type ContentPromotionRow = Selectable<PromotionsTable>;
export type ContentAnnouncementRow = Selectable<AnnouncementsTable>;
export type ContentCategoryRow = Selectable<PromotionCategoriesTable>;
export type ContentVipLevelRow = Selectable<VipLevelsTable>;

/** A merchant's whole content as stored, every row enabled or not, in order. */
export interface ContentRows extends PromotionContentRows {
  banners: Selectable<BannersTable>[];
}

/** What this repository reads: everything but the banners (the games area's). */
export interface PromotionContentRows {
  promoCodesEnabled: boolean;
  vipFall: boolean;
  categories: ContentCategoryRow[];
  promotions: ContentPromotionRow[];
  announcements: ContentAnnouncementRow[];
  vipLevels: ContentVipLevelRow[];
}

/** The tables whose rows have an operator's order (banners are the games area's). */
const ORDERED_TABLES = {
  promotion: 'promotions',
  category: 'promotion_categories',
  announcement: 'announcements',
} as const;

/**
 * The console's reads and writes of a merchant's content: everything at once (what the console
 * lists and an export writes), and one row at a time inside the edit's transaction.
 */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async read(
    merchantCode: string,
    executor: Kysely<Database> = this.db,
  ): Promise<PromotionContentRows> {
    const [settings, categories, promotions, announcements, vipLevels] = await Promise.all([
      executor
        .selectFrom('promotion_settings')
        .select(['promo_codes_enabled', 'vip_fall'])
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirst(),
      executor
        .selectFrom('promotion_categories')
        .select(['merchant_code', 'id', 'ordinal', 'name'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('ordinal')
        .execute(),
      executor
        .selectFrom('promotions')
        .select([
          'merchant_code',
          'id',
          'category',
          'ordinal',
          'starts_at',
          'ends_at',
          'title',
          'content',
          'terms',
          'claim_kind',
          'promo_code',
          'available_kind',
          'image_id',
          'bonus',
          'enabled',
          'images',
        ])
        .where('merchant_code', '=', merchantCode)
        .orderBy('ordinal')
        .execute(),
      executor
        .selectFrom('announcements')
        .select([
          'merchant_code',
          'id',
          'type',
          'platforms',
          'category',
          'ordinal',
          'starts_at',
          'ends_at',
          'title',
          'content',
          'enabled',
        ])
        .where('merchant_code', '=', merchantCode)
        .orderBy('ordinal')
        .execute(),
      executor
        .selectFrom('vip_levels')
        .select([
          'merchant_code',
          'label_id',
          'label_name',
          'type',
          'rank_level',
          'total_conditions',
          'conditions',
          'required_conditions',
          'benefits',
        ])
        .where('merchant_code', '=', merchantCode)
        .orderBy('rank_level')
        .execute(),
    ]);
    return {
      promoCodesEnabled: settings?.promo_codes_enabled ?? false,
      vipFall: settings?.vip_fall ?? true,
      categories,
      promotions,
      announcements,
      vipLevels,
    };
  }

  async savePromotion(trx: Kysely<Database>, row: Insertable<PromotionsTable>): Promise<void> {
    const { merchant_code: _merchant, id: _id, ...changes } = row;
    await trx
      .insertInto('promotions')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_code', 'id']).doUpdateSet(changes))
      .execute();
  }

  async saveAnnouncement(
    trx: Kysely<Database>,
    row: Insertable<AnnouncementsTable>,
  ): Promise<void> {
    const { merchant_code: _merchant, id: _id, ...changes } = row;
    await trx
      .insertInto('announcements')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_code', 'id']).doUpdateSet(changes))
      .execute();
  }

  async saveCategory(
    trx: Kysely<Database>,
    row: Insertable<PromotionCategoriesTable>,
  ): Promise<void> {
    await trx
      .insertInto('promotion_categories')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_code', 'id']).doUpdateSet({ name: row.name }))
      .execute();
  }

  async saveVipTexts(
    trx: Kysely<Database>,
    merchantCode: string,
    labelId: string,
    texts: { label_name: string; benefits: string },
  ): Promise<void> {
    await trx
      .updateTable('vip_levels')
      .set(texts)
      .where('merchant_code', '=', merchantCode)
      .where('label_id', '=', labelId)
      .execute();
  }

  async setEnabled(
    trx: Kysely<Database>,
    kind: 'promotion' | 'announcement',
    merchantCode: string,
    id: string,
    enabled: boolean,
  ): Promise<void> {
    const table = kind === 'promotion' ? 'promotions' : 'announcements';
    await trx
      .updateTable(table)
      .set({ enabled })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .execute();
  }

  /** Gives each id its place in the list as its ordinal. */
  async order(
    trx: Kysely<Database>,
    kind: keyof typeof ORDERED_TABLES,
    merchantCode: string,
    ids: readonly string[],
  ): Promise<void> {
    const table = ORDERED_TABLES[kind];
    for (const [ordinal, id] of ids.entries()) {
      await trx
        .updateTable(table)
        .set({ ordinal })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .execute();
    }
  }

  /** A promotion's artwork, drawn again for its category. */
  async saveImage(trx: Kysely<Database>, row: Insertable<CatalogueImagesTable>): Promise<void> {
    await trx
      .insertInto('catalogue_images')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'id']).doUpdateSet({
          body: row.body,
          content_type: row.content_type,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}
