import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ShortCache } from '../core/db/short-cache.js';
import type { Database } from '../core/db/schema.js';
import type {
  AnnouncementsTable,
  PromotionCategoriesTable,
  PromotionsTable,
  VipLevelsTable,
} from './promotions-tables.js';
import type { CatalogueImagesTable } from '../games/games-tables.js';

const PROMOTION_COLUMNS = [
  'id',
  'category',
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
  'images',
] as const;
export type PromotionRow = Pick<Selectable<PromotionsTable>, (typeof PROMOTION_COLUMNS)[number]>;

const ANNOUNCEMENT_COLUMNS = ['id', 'type', 'category', 'starts_at', 'title', 'content'] as const;
export type AnnouncementRow = Pick<
  Selectable<AnnouncementsTable>,
  (typeof ANNOUNCEMENT_COLUMNS)[number]
>;

/** The contract's windowPhase 'current' in SQL: started, and no end or an end still ahead. */
const inWindow = (now: Date) =>
  sql<boolean>`starts_at <= ${now} and (ends_at is null or ends_at > ${now})`;

const VIP_COLUMNS = [
  'label_id',
  'label_name',
  'type',
  'rank_level',
  'total_conditions',
  'conditions',
  'required_conditions',
  'benefits',
] as const;
export type VipLevelRow = Pick<Selectable<VipLevelsTable>, (typeof VIP_COLUMNS)[number]>;

export type CategoryRow = Pick<Selectable<PromotionCategoriesTable>, 'id' | 'name'>;

/** A member's club label joined with its level. */
export type ClubLabelRow = VipLevelRow & { completed_conditions: number };

/** Everything an operator's promotion file puts in the database for one merchant. */
export interface PromotionData {
  promoCodesEnabled: boolean;
  vipFall: boolean;
  categories: Insertable<PromotionCategoriesTable>[];
  promotions: Insertable<PromotionsTable>[];
  announcements: Insertable<AnnouncementsTable>[];
  vipLevels: Insertable<VipLevelsTable>[];
  images: Insertable<CatalogueImagesTable>[];
}

/** Reads and writes promotions, announcements, VIP levels, labels and claims; every query names the merchant. */
export class PromotionRepository {
  /**
   * With a cache (the server's shared repository), a member's club label is served from it for
   * up to a second; labels change only through the operator's import and `npm run vip`.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly labels?: ShortCache<{ row?: ClubLabelRow }>,
    /** The merchant's content version, part of each cached label's key (a level's name is content). */
    private readonly contentVersion?: (merchantCode: string) => Promise<number>,
  ) {}

  private forgetLabel(merchantCode: string, memberId: number): void {
    this.labels?.forgetWhere(
      (_, key) => key.startsWith(`${merchantCode}\n`) && key.endsWith(`\n${memberId}`),
    );
  }

  /**
   * Replaces a merchant's promotions, categories, announcements and VIP levels with a file's, in
   * one transaction: readers see the old set or the new one, never half. Claims and labels stay.
   */
  async replace(merchantCode: string, data: PromotionData, inside?: Transaction<Database>) {
    const work = async (trx: Kysely<Database>) => {
      for (const table of [
        'promotion_categories',
        'promotions',
        'announcements',
        'vip_levels',
      ] as const) {
        await trx.deleteFrom(table).where('merchant_code', '=', merchantCode).execute();
      }
      if (data.categories.length) {
        await trx.insertInto('promotion_categories').values(data.categories).execute();
      }
      if (data.promotions.length)
        await trx.insertInto('promotions').values(data.promotions).execute();
      if (data.announcements.length) {
        await trx.insertInto('announcements').values(data.announcements).execute();
      }
      if (data.vipLevels.length)
        await trx.insertInto('vip_levels').values(data.vipLevels).execute();
      if (data.images.length) {
        await trx
          .insertInto('catalogue_images')
          .values(data.images)
          .onConflict((oc) =>
            oc.columns(['merchant_code', 'id']).doUpdateSet((eb) => ({
              body: eb.ref('excluded.body'),
              content_type: eb.ref('excluded.content_type'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      await trx
        .insertInto('promotion_settings')
        .values({
          merchant_code: merchantCode,
          promo_codes_enabled: data.promoCodesEnabled,
          vip_fall: data.vipFall,
        })
        .onConflict((oc) =>
          oc.column('merchant_code').doUpdateSet({
            promo_codes_enabled: data.promoCodesEnabled,
            vip_fall: data.vipFall,
            updated_at: new Date(),
          }),
        )
        .execute();
    };
    await (inside ? work(inside) : this.db.transaction().execute(work));
    this.labels?.forgetWhere((_, key) => key.startsWith(`${merchantCode}\n`));
  }

  categories(merchantCode: string): Promise<CategoryRow[]> {
    return this.db
      .selectFrom('promotion_categories')
      .select(['id', 'name'])
      .where('merchant_code', '=', merchantCode)
      .orderBy('ordinal')
      .execute();
  }

  /** Promotions whose window holds `now`, in the operator's order. */
  current(merchantCode: string, now: Date, category?: string): Promise<PromotionRow[]> {
    let query = this.db
      .selectFrom('promotions')
      .select(PROMOTION_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('enabled', '=', true)
      .where(inWindow(now));
    if (category) query = query.where('category', '=', category);
    return query.orderBy('ordinal').execute();
  }

  /** One enabled promotion by id or code; `executor` reads it inside a caller's transaction. */
  find(
    merchantCode: string,
    by: { id: string } | { promoCode: string },
    executor: Kysely<Database> = this.db,
  ) {
    const query = executor
      .selectFrom('promotions')
      .select(PROMOTION_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('enabled', '=', true);
    return (
      'id' in by ? query.where('id', '=', by.id) : query.where('promo_code', '=', by.promoCode)
    ).executeTakeFirst();
  }

  async promoCodesEnabled(merchantCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('promotion_settings')
      .select('promo_codes_enabled')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    return row?.promo_codes_enabled ?? false;
  }

  /**
   * Claims a promotion for a member in one statement: the row is added only while the promotion
   * is current and of the given claim kind, and the key (merchant, member, promotion) lets one
   * claim in however many race. Answers the claim time when this call made it.
   */
  async claim(
    merchantCode: string,
    memberId: number,
    promotionId: string,
    claimKind: 'claim' | 'promoCode',
    now: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<Date | undefined> {
    const row = await executor
      .insertInto('promotion_claims')
      .columns(['merchant_code', 'member_id', 'promotion_id', 'claimed_at'])
      .expression((eb) =>
        eb
          .selectFrom('promotions')
          .select([
            'merchant_code',
            sql<number>`${memberId}::integer`.as('member_id'),
            'id',
            sql<Date>`${now}::timestamptz`.as('claimed_at'),
          ])
          .where('merchant_code', '=', merchantCode)
          .where('id', '=', promotionId)
          .where('claim_kind', '=', claimKind)
          .where('enabled', '=', true)
          .where(inWindow(now)),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('claimed_at')
      .executeTakeFirst();
    return row?.claimed_at;
  }

  /** Runs `work` in one transaction (a claim and what it pays stand or fall together). */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** True when another merchant has a promotion with this (normalised) promo code. */
  async promoCodeElsewhere(merchantCode: string, promoCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('promotions')
      .select('merchant_code')
      .where('merchant_code', '<>', merchantCode)
      .where('promo_code', '=', promoCode)
      .executeTakeFirst();
    return !!row;
  }

  async claimedAt(
    merchantCode: string,
    memberId: number,
    promotionId: string,
  ): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('promotion_claims')
      .select('claimed_at')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('promotion_id', '=', promotionId)
      .executeTakeFirst();
    return row?.claimed_at;
  }

  async claimedIds(merchantCode: string, memberId: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('promotion_claims')
      .select('promotion_id')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .execute();
    return new Set(rows.map((row) => row.promotion_id));
  }

  /** Current announcements of the given types on a platform (and category), newest first. */
  announcements(
    merchantCode: string,
    now: Date,
    filter: { types: string[]; platform: string; category?: string },
  ): Promise<AnnouncementRow[]> {
    let query = this.db
      .selectFrom('announcements')
      .select(ANNOUNCEMENT_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('type', 'in', filter.types)
      .where('enabled', '=', true)
      .where(sql<boolean>`${filter.platform} = ANY(string_to_array(platforms, ','))`)
      .where(inWindow(now));
    if (filter.category) query = query.where('category', '=', filter.category);
    return query.orderBy('starts_at', 'desc').orderBy('ordinal').execute();
  }

  vipLevels(merchantCode: string): Promise<VipLevelRow[]> {
    return this.db
      .selectFrom('vip_levels')
      .select(VIP_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .orderBy('rank_level')
      .execute();
  }

  /** A member's label with its level; none when the member has no label or its level is gone. */
  async clubLabel(merchantCode: string, memberId: number): Promise<ClubLabelRow | undefined> {
    const read = async () => ({ row: await this.readClubLabel(merchantCode, memberId) });
    const version = (await this.contentVersion?.(merchantCode)) ?? 0;
    const found = this.labels
      ? await this.labels.get(`${merchantCode}\n${version}\n${memberId}`, read)
      : await read();
    return found?.row;
  }

  private readClubLabel(merchantCode: string, memberId: number): Promise<ClubLabelRow | undefined> {
    return this.db
      .selectFrom('member_club_labels as l')
      .innerJoin('vip_levels as v', (join) =>
        join
          .onRef('v.merchant_code', '=', 'l.merchant_code')
          .onRef('v.label_id', '=', 'l.label_id'),
      )
      .select([
        'v.label_id',
        'v.label_name',
        'v.type',
        'v.rank_level',
        'v.total_conditions',
        'v.conditions',
        'v.required_conditions',
        'v.benefits',
        'l.completed_conditions',
      ])
      .where('l.merchant_code', '=', merchantCode)
      .where('l.member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Gives a member a label (replacing any), with the conditions they have completed on it. */
  async setClubLabel(
    merchantCode: string,
    memberId: number,
    labelId: string,
    completedConditions: number,
  ): Promise<void> {
    await this.db
      .insertInto('member_club_labels')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        label_id: labelId,
        completed_conditions: completedConditions,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'member_id']).doUpdateSet({
          label_id: labelId,
          completed_conditions: completedConditions,
          updated_at: new Date(),
        }),
      )
      .execute();
    this.forgetLabel(merchantCode, memberId);
  }

  async vipFall(merchantCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('promotion_settings')
      .select('vip_fall')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    return row?.vip_fall ?? true;
  }

  /** The ids of the merchant's members with a club label. */
  async labelledMemberIds(merchantCode: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('member_club_labels')
      .select('member_id')
      .where('merchant_code', '=', merchantCode)
      .orderBy('member_id')
      .execute();
    return rows.map((row) => row.member_id);
  }

  /** Members' label ids, for the members given that have one. */
  async labelIdsOf(
    merchantCode: string,
    memberIds: readonly number[],
  ): Promise<Map<number, string>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('member_club_labels')
      .select(['member_id', 'label_id'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', 'in', memberIds)
      .execute();
    return new Map(rows.map((row) => [row.member_id, row.label_id]));
  }

  /**
   * Moves a member from one label to another (null: none) in one conditional statement, inside
   * the caller's transaction: nothing changes unless the member still has `from`, so two reviews
   * racing move a member once. Answers whether this call moved them.
   */
  async moveClubLabel(
    trx: Kysely<Database>,
    move: { merchantCode: string; memberId: number; from: string | null; to: string | null },
    completedConditions: number,
    now: Date,
  ): Promise<boolean> {
    const { merchantCode, memberId, from, to } = move;
    let changed: boolean;
    if (to === null) {
      const result = await trx
        .deleteFrom('member_club_labels')
        .where('merchant_code', '=', merchantCode)
        .where('member_id', '=', memberId)
        .where('label_id', '=', from ?? '')
        .executeTakeFirst();
      changed = result.numDeletedRows > 0n;
    } else if (from === null) {
      const row = await trx
        .insertInto('member_club_labels')
        .values({
          merchant_code: merchantCode,
          member_id: memberId,
          label_id: to,
          completed_conditions: completedConditions,
          updated_at: now,
          reached_at: now,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'member_id']).doNothing())
        .returning('member_id')
        .executeTakeFirst();
      changed = row !== undefined;
    } else {
      const result = await trx
        .updateTable('member_club_labels')
        .set({
          label_id: to,
          completed_conditions: completedConditions,
          updated_at: now,
          reached_at: now,
        })
        .where('merchant_code', '=', merchantCode)
        .where('member_id', '=', memberId)
        .where('label_id', '=', from)
        .executeTakeFirst();
      changed = result.numUpdatedRows > 0n;
    }
    this.forgetLabel(merchantCode, memberId);
    return changed;
  }

  /** Promotions paying a bonus of the given kind whose window overlaps [from, to), in order. */
  bonusPromotions(merchantCode: string, kind: string, from: Date, to: Date) {
    return this.db
      .selectFrom('promotions')
      .select(['id', 'bonus'])
      .where('merchant_code', '=', merchantCode)
      .where(sql<boolean>`bonus->>'kind' = ${kind}`)
      .where('enabled', '=', true)
      .where('starts_at', '<', to)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', from)]))
      .orderBy('ordinal')
      .execute();
  }
}
