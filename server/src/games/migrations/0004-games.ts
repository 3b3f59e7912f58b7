import { sql, type Kysely } from 'kysely';

/** The game catalogue: vendors, games, sports matches, banners and their artwork, per merchant. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE game_vendors (
      merchant_code text NOT NULL REFERENCES merchants(code),
      code text NOT NULL,
      name text NOT NULL,
      ordinal integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      PRIMARY KEY (merchant_code, code)
    )`.execute(db);
  await sql`
    CREATE TABLE catalogue_images (
      merchant_code text NOT NULL REFERENCES merchants(code),
      id text NOT NULL,
      content_type text NOT NULL,
      body text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
  await sql`
    CREATE TABLE games (
      merchant_code text NOT NULL,
      id text NOT NULL,
      vendor_code text NOT NULL,
      lane text NOT NULL,
      display_name text NOT NULL,
      play_kind text NOT NULL,
      node_id text NOT NULL DEFAULT '',
      freeplay boolean NOT NULL DEFAULT false,
      hot boolean NOT NULL DEFAULT false,
      ordinal integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      lottery_prize_mode text,
      lottery_game_code text,
      image_id text NOT NULL,
      PRIMARY KEY (merchant_code, id),
      FOREIGN KEY (merchant_code, vendor_code) REFERENCES game_vendors (merchant_code, code)
    )`.execute(db);
  await sql`CREATE INDEX games_lane ON games (merchant_code, lane) WHERE enabled`.execute(db);
  await sql`
    CREATE UNIQUE INDEX games_lottery ON games (merchant_code, lottery_game_code, lottery_prize_mode)
    WHERE lottery_game_code IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE game_matches (
      merchant_code text NOT NULL REFERENCES merchants(code),
      id text NOT NULL,
      sport text NOT NULL,
      league text NOT NULL,
      home text NOT NULL,
      away text NOT NULL,
      starts_at timestamptz NOT NULL,
      score text,
      odds_home numeric(8, 2) NOT NULL,
      odds_draw numeric(8, 2),
      odds_away numeric(8, 2) NOT NULL,
      game_id text NOT NULL,
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
  await sql`
    CREATE TABLE banners (
      merchant_code text NOT NULL REFERENCES merchants(code),
      id text NOT NULL,
      group_name text NOT NULL,
      language text,
      title text NOT NULL,
      image_id text NOT NULL,
      linkage_type text NOT NULL,
      linkage text NOT NULL DEFAULT '',
      room_id text,
      node_id text,
      game_type text,
      vendor text,
      ordinal integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
}
