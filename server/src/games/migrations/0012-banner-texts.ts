import { sql, type Kysely } from 'kysely';

/**
 * A banner's words per language ({ "EN": { "title", "action" }, … }), drawn by the page over
 * artwork that carries none, so a banner reads in the player's language. Null for artwork that
 * has its words painted in (a merchant's own pictures).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE banners ADD COLUMN texts jsonb`.execute(db);
}
