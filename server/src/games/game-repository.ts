import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type {
  BannersTable,
  CatalogueImagesTable,
  GameMatchesTable,
  GamesTable,
  GameVendorsTable,
} from './games-tables.js';

const GAME_COLUMNS = [
  'games.merchant_code',
  'games.id',
  'games.vendor_code',
  'games.lane',
  'games.display_name',
  'games.play_kind',
  'games.node_id',
  'games.freeplay',
  'games.hot',
  'games.ordinal',
  'games.enabled',
  'games.lottery_prize_mode',
  'games.lottery_game_code',
  'games.image_id',
] as const;

const VENDOR_COLUMNS = ['merchant_code', 'code', 'name', 'ordinal', 'enabled'] as const;

const BANNER_COLUMNS = [
  'merchant_code',
  'id',
  'group_name',
  'language',
  'title',
  'image_id',
  'linkage_type',
  'linkage',
  'room_id',
  'node_id',
  'game_type',
  'vendor',
  'ordinal',
  'enabled',
  'texts',
  'images',
] as const;

export type GameRow = Selectable<GamesTable> & { vendor_name: string };
export type VendorRow = Selectable<GameVendorsTable>;
export type BannerRow = Selectable<BannersTable>;
export type MatchRow = Selectable<GameMatchesTable>;
export type ImageRow = Pick<
  Selectable<CatalogueImagesTable>,
  'content_type' | 'body' | 'updated_at'
>;

/** Reads and writes the game catalogue; every query names the merchant. */
export class GameRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private playableGames(merchantCode: string) {
    return this.db
      .selectFrom('games')
      .innerJoin('game_vendors', (join) =>
        join
          .onRef('game_vendors.merchant_code', '=', 'games.merchant_code')
          .onRef('game_vendors.code', '=', 'games.vendor_code'),
      )
      .select(GAME_COLUMNS)
      .select('game_vendors.name as vendor_name')
      .where('games.merchant_code', '=', merchantCode)
      .where('games.enabled', '=', true)
      .where('game_vendors.enabled', '=', true);
  }

  /** Every enabled game of an enabled vendor, optionally of some lanes only. */
  listGames(merchantCode: string, lanes?: readonly string[]): Promise<GameRow[]> {
    let query = this.playableGames(merchantCode);
    if (lanes) {
      if (lanes.length === 0) return Promise.resolve([]);
      query = query.where('games.lane', 'in', lanes);
    }
    return query.execute();
  }

  /** Enabled vendors in their ordinal order. */
  listVendors(merchantCode: string): Promise<VendorRow[]> {
    return this.db
      .selectFrom('game_vendors')
      .select(VENDOR_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('enabled', '=', true)
      .orderBy('ordinal')
      .orderBy('code')
      .execute();
  }

  /** One playable game by id. */
  findGame(merchantCode: string, id: string): Promise<GameRow | undefined> {
    return this.playableGames(merchantCode).where('games.id', '=', id).executeTakeFirst();
  }

  /** A playable lottery by its game code, and by prize mode when one is named. */
  findLottery(
    merchantCode: string,
    gameCode: string,
    prizeMode: string | undefined,
  ): Promise<GameRow | undefined> {
    let query = this.playableGames(merchantCode).where('games.lottery_game_code', '=', gameCode);
    if (prizeMode) query = query.where('games.lottery_prize_mode', '=', prizeMode);
    return query.orderBy('games.ordinal').executeTakeFirst();
  }

  /** Matches that kicked off after `since`, earliest first. */
  listMatches(merchantCode: string, since: Date, limit: number): Promise<MatchRow[]> {
    return this.db
      .selectFrom('game_matches')
      .select([
        'merchant_code',
        'id',
        'sport',
        'league',
        'home',
        'away',
        'starts_at',
        'score',
        sql<string>`odds_home::text`.as('odds_home'),
        sql<string | null>`odds_draw::text`.as('odds_draw'),
        sql<string>`odds_away::text`.as('odds_away'),
        'game_id',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('starts_at', '>=', since)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Enabled banners of a group for a language, plus those for every language, in order. */
  listBanners(merchantCode: string, groupName: string, language: string): Promise<BannerRow[]> {
    return this.db
      .selectFrom('banners')
      .select(BANNER_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('group_name', '=', groupName)
      .where('enabled', '=', true)
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
      .orderBy('ordinal')
      .orderBy('id')
      .execute();
  }

  findImage(merchantCode: string, id: string): Promise<ImageRow | undefined> {
    return this.db
      .selectFrom('catalogue_images')
      .select(['content_type', 'body', 'updated_at'])
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async saveVendors(rows: Insertable<GameVendorsTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('game_vendors')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          ordinal: eb.ref('excluded.ordinal'),
        })),
      )
      .execute();
  }

  /**
   * Adds images that are not there yet. A restart rewrites nothing, so an image keeps its ETag
   * (browsers keep their copies) and an operator's replacement artwork is kept.
   */
  async addImages(rows: Insertable<CatalogueImagesTable>[]): Promise<void> {
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('catalogue_images')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    );
  }

  /** Adds games that are not there yet; an operator's later changes to a game are kept. */
  async addGames(rows: Insertable<GamesTable>[]): Promise<void> {
    await inBatches(rows, (batch) =>
      this.db
        .insertInto('games')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute(),
    );
  }

  /** Every banner of a merchant, enabled or not, by group and order (the console's list). */
  allBanners(merchantCode: string, executor: Kysely<Database> = this.db): Promise<BannerRow[]> {
    return executor
      .selectFrom('banners')
      .select(BANNER_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .orderBy('group_name')
      .orderBy('ordinal')
      .orderBy('id')
      .execute();
  }

  /** Writes one banner in the caller's transaction: a new one at its ordinal, a changed one in its place. */
  async saveBanner(trx: Kysely<Database>, row: Insertable<BannersTable>): Promise<void> {
    const { merchant_code: _merchant, id: _id, ordinal: _ordinal, ...changes } = row;
    await trx
      .insertInto('banners')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_code', 'id']).doUpdateSet(changes))
      .execute();
  }

  async setBannerEnabled(
    trx: Kysely<Database>,
    merchantCode: string,
    id: string,
    enabled: boolean,
  ): Promise<void> {
    await trx
      .updateTable('banners')
      .set({ enabled })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .execute();
  }

  /** Gives each banner its place in the list as its ordinal. */
  async orderBanners(trx: Kysely<Database>, merchantCode: string, ids: readonly string[]) {
    for (const [ordinal, id] of ids.entries()) {
      await trx
        .updateTable('banners')
        .set({ ordinal })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .execute();
    }
  }

  /** Replaces every banner of a merchant (a file import that lists banners). */
  async replaceBanners(
    trx: Kysely<Database>,
    merchantCode: string,
    rows: Insertable<BannersTable>[],
  ): Promise<void> {
    await trx.deleteFrom('banners').where('merchant_code', '=', merchantCode).execute();
    if (rows.length > 0) await trx.insertInto('banners').values(rows).execute();
  }

  async addBanners(rows: Insertable<BannersTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('banners')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Replaces every match of a merchant by the given ones. */
  async replaceMatches(merchantCode: string, rows: Insertable<GameMatchesTable>[]): Promise<void> {
    await this.db.deleteFrom('game_matches').where('merchant_code', '=', merchantCode).execute();
    if (rows.length === 0) return;
    await this.db
      .insertInto('game_matches')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Inserts rows a hundred at a time, keeping each statement's parameter count small. */
async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += 100) await insert(rows.slice(at, at + 100));
}
