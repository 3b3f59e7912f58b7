import { sql, type Kysely } from 'kysely';

/**
 * The device a session was signed in from (the login's device id). A member keeps one live
 * session per device: a new sign-in there ends the previous one, and this index refuses a second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN device_id text NOT NULL DEFAULT ''`.execute(db);
  await sql`
    CREATE UNIQUE INDEX sessions_live_device ON sessions (merchant_code, member_id, device_id)
    WHERE ended_at IS NULL AND device_id <> ''`.execute(db);
}
