import { sql, type Kysely } from 'kysely';

/**
 * The console's content editing: promotions and announcements can be switched off, promotions and
 * banners take an image address per language, and each merchant's content has a version, raised
 * in the transaction of every edit and import, that caches of content key on across instances.
 * `edited_at` marks console edits since the last file import, which a plain import keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE promotions ADD COLUMN enabled boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE promotions ADD COLUMN images jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE announcements ADD COLUMN enabled boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE banners ADD COLUMN images jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`
    CREATE TABLE content_versions (
      merchant_code text PRIMARY KEY REFERENCES merchants(code),
      version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
      imported_at timestamptz,
      edited_at timestamptz
    )`.execute(db);
}
