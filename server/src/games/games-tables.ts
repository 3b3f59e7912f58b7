import type { ColumnType, Generated } from 'kysely';

/**
 * The games area's tables, merged into core's Database (core/db/schema.ts); their migrations are in
 * ./migrations. The catalogue: vendors, games, their images, matches and banners.
 */
declare module '../core/db/schema.js' {
  interface Database {
    game_vendors: GameVendorsTable;
    games: GamesTable;
    catalogue_images: CatalogueImagesTable;
    game_matches: GameMatchesTable;
    banners: BannersTable;
  }
}

export interface GameVendorsTable {
  merchant_code: string;
  code: string;
  name: string;
  ordinal: number;
  enabled: Generated<boolean>;
}

/** What the demo vendor plays for a game: its slot or its lottery draw. */
export type PlayKind = 'slot' | 'lottery';

export interface GamesTable {
  merchant_code: string;
  id: string;
  vendor_code: string;
  /** The lane's gameClassify (contract LANE_CLASSIFIES). */
  lane: string;
  display_name: string;
  play_kind: PlayKind;
  node_id: ColumnType<string, string | undefined, string>;
  freeplay: boolean;
  hot: boolean;
  ordinal: number;
  enabled: Generated<boolean>;
  lottery_prize_mode: string | null;
  lottery_game_code: string | null;
  image_id: string;
}

export interface CatalogueImagesTable {
  merchant_code: string;
  id: string;
  content_type: string;
  body: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface GameMatchesTable {
  merchant_code: string;
  id: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: Date;
  score: string | null;
  /** numeric(8, 2): read back as a decimal string. */
  odds_home: ColumnType<string, string, string>;
  odds_draw: ColumnType<string | null, string | null, string | null>;
  odds_away: ColumnType<string, string, string>;
  game_id: string;
}

/** A banner's title and call to action in one language. */
export interface BannerText {
  title: string;
  action: string;
}

export type BannerTexts = Record<string, BannerText>;

export interface BannersTable {
  merchant_code: string;
  id: string;
  group_name: string;
  /** Null: shown in every language. */
  language: string | null;
  title: string;
  image_id: string;
  linkage_type: 'P' | 'URL' | 'G' | 'NONE';
  linkage: string;
  room_id: string | null;
  node_id: string | null;
  game_type: string | null;
  vendor: string | null;
  ordinal: number;
  enabled: Generated<boolean>;
  /** The banner's words by language, drawn over wordless artwork; null when painted in. */
  texts: ColumnType<BannerTexts | null, string | null | undefined, string | null>;
  /** An image address per language, over the artwork (console). */
  images: ColumnType<Record<string, string>, string | undefined, string>;
}
