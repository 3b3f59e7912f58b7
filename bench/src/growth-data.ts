import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/core/db/schema.js';
import { hashToken } from '../../server/src/core/crypto/token-hash.js';

/**
 * The growth bench's data, made in the database with set-based inserts (generate_series), never
 * row by row: members of the measured merchant, their ledger, and other merchants' games.
 */

/** Ledger entries each generated member gets, so a history call reads the same page at every size. */
export const ENTRIES_PER_MEMBER = 10;
/** Games each generated merchant gets; the games table grows by adding merchants. */
export const GAMES_PER_MERCHANT = 1000;

const USERNAME_PREFIX = 'growth_';
const MERCHANT_PREFIX = 'growth_';
const ENTRY_KINDS = ['deposit', 'bet', 'win', 'bet', 'bonus'] as const;

/** How many rows of each growing table exist for one size. */
export interface GrowthCounts {
  members: number;
  /** Live sessions, one a generated member, besides the ones the calls use. */
  sessions: number;
  ledgerRows: number;
  games: number;
}

export const countsFor = (size: number): GrowthCounts => ({
  members: size,
  sessions: size,
  ledgerRows: size,
  games: size,
});

/** Generated members number 1..members; member k is `growth_<k>`. */
async function growMembers(db: Kysely<Database>, merchant: string, from: number, to: number) {
  await sql`
    INSERT INTO members (merchant_code, username, username_folded, password_hash, language, created_at)
    SELECT ${merchant}, ${USERNAME_PREFIX} || i, ${USERNAME_PREFIX} || i, 'growth-no-password',
      'EN', now() - make_interval(mins => i % 100000)
    FROM generate_series(${from + 1}::int, ${to}::int) AS i`.execute(db);
}

/** Live sessions from+1..to, of generated members from+1..to, with tokens nobody holds. */
async function growSessions(db: Kysely<Database>, merchant: string, from: number, to: number) {
  await sql`
    INSERT INTO sessions (id, merchant_code, member_id, token_hash, span_id, created_at, last_seen_at, expires_at)
    SELECT 'growth-' || i, m.merchant_code, m.id, encode(sha256(convert_to('growth-' || i || random(), 'UTF8')), 'hex'),
      'growth-' || i, now(), now(), now() + interval '1 day'
    FROM generate_series(${from + 1}::int, ${to}::int) AS i
    JOIN members m ON m.merchant_code = ${merchant} AND m.username_folded = ${USERNAME_PREFIX} || i`.execute(
    db,
  );
}

/** Ledger rows from+1..to: ENTRIES_PER_MEMBER in a row for each generated member in turn. */
async function growLedger(db: Kysely<Database>, merchant: string, from: number, to: number) {
  await sql`
    INSERT INTO wallet_entries (merchant_code, member_id, kind, amount, balance_after, reference, created_at)
    SELECT m.merchant_code, m.id, (${sql.lit(`{${ENTRY_KINDS.join(',')}}`)}::text[])[1 + i % ${sql.lit(ENTRY_KINDS.length)}],
      CASE WHEN i % ${sql.lit(ENTRY_KINDS.length)} IN (1, 3) THEN -500 ELSE 1000 END,
      100000 + i % 1000, 'growth-' || i, now() - make_interval(mins => (i % 50000)::int)
    FROM generate_series(${from + 1}::bigint, ${to}::bigint) AS i
    JOIN members m ON m.merchant_code = ${merchant}
      AND m.username_folded = ${USERNAME_PREFIX} || ((i - 1) / ${sql.lit(ENTRIES_PER_MEMBER)} + 1)`.execute(
    db,
  );
}

/**
 * Games from+1..to, GAMES_PER_MERCHANT to a merchant: each new merchant a copy of the measured
 * one (its configuration under another code, its vendors), its games cycling through the measured
 * merchant's, so the measured catalogue stays as it is while the table grows.
 */
async function growGames(db: Kysely<Database>, merchant: string, from: number, to: number) {
  const firstMerchant = Math.floor(from / GAMES_PER_MERCHANT) + 1;
  const lastMerchant = Math.ceil(to / GAMES_PER_MERCHANT);
  if (lastMerchant >= firstMerchant) {
    await sql`
      INSERT INTO merchants (code, name, config)
      SELECT ${MERCHANT_PREFIX} || k, name || ' ' || k, jsonb_set(config, '{code}', to_jsonb(${MERCHANT_PREFIX} || k))
      FROM merchants, generate_series(${firstMerchant}::int, ${lastMerchant}::int) AS k
      WHERE code = ${merchant}`.execute(db);
    await sql`
      INSERT INTO game_vendors (merchant_code, code, name, ordinal, enabled)
      SELECT ${MERCHANT_PREFIX} || k, code, name, ordinal, enabled
      FROM game_vendors, generate_series(${firstMerchant}::int, ${lastMerchant}::int) AS k
      WHERE merchant_code = ${merchant}`.execute(db);
  }
  await sql`
    WITH template AS (
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, vendor_code, lane, play_kind, image_id
      FROM games WHERE merchant_code = ${merchant}
    )
    INSERT INTO games (merchant_code, id, vendor_code, lane, display_name, play_kind, ordinal, image_id)
    SELECT ${MERCHANT_PREFIX} || ((i - 1) / ${sql.lit(GAMES_PER_MERCHANT)} + 1), 'growth-' || i,
      t.vendor_code, t.lane, 'Game ' || i, t.play_kind, i % ${sql.lit(GAMES_PER_MERCHANT)}, t.image_id
    FROM generate_series(${from + 1}::int, ${to}::int) AS i
    JOIN template t ON t.n = i % (SELECT count(*) FROM template)`.execute(db);
}

/** Grows every table from the `from` counts to the `to` counts, then refreshes the statistics. */
export async function grow(
  db: Kysely<Database>,
  merchant: string,
  from: GrowthCounts,
  to: GrowthCounts,
): Promise<void> {
  await growMembers(db, merchant, from.members, to.members);
  await growSessions(db, merchant, from.sessions, to.sessions);
  await growLedger(db, merchant, from.ledgerRows, to.ledgerRows);
  await growGames(db, merchant, from.games, to.games);
  await sql`ANALYZE members, sessions, wallet_entries, games, game_vendors, merchants`.execute(db);
}

/** A session the bench opened for a generated member, with its bearer token. */
export interface GrowthSession {
  memberNumber: number;
  token: string;
}

/**
 * Opens one live session for each generated member numbered in `members`, stored as sign-in
 * stores them (the token's hash only), in one insert.
 */
export async function openSessions(
  db: Kysely<Database>,
  merchant: string,
  members: readonly number[],
): Promise<GrowthSession[]> {
  const sessions = members.map((memberNumber) => ({
    memberNumber,
    token: randomBytes(32).toString('base64url'),
  }));
  const now = new Date();
  await sql`
    INSERT INTO sessions (id, merchant_code, member_id, token_hash, span_id, created_at, last_seen_at, expires_at)
    SELECT s.id, m.merchant_code, m.id, s.token_hash, s.id, ${now}, ${now}, ${new Date(now.getTime() + 86_400_000)}
    FROM unnest(${sessions.map(() => randomUUID())}::text[], ${sessions.map((s) => hashToken(s.token))}::text[],
      ${sessions.map((s) => `${USERNAME_PREFIX}${s.memberNumber}`)}::text[]) AS s(id, token_hash, username)
    JOIN members m ON m.merchant_code = ${merchant} AND m.username_folded = s.username`.execute(db);
  return sessions;
}

/**
 * `count` distinct member numbers in 1..population, spread evenly over it with a random start,
 * so the calls touch the whole table rather than its first pages.
 */
export function spreadSample(population: number, count: number, offset = 0): number[] {
  if (count > population) throw new Error(`${count} samples from ${population} members`);
  const step = population / count;
  const start = Math.floor(Math.random() * step);
  return Array.from(
    { length: count },
    (_, i) => ((Math.floor(start + i * step) + offset) % population) + 1,
  );
}
