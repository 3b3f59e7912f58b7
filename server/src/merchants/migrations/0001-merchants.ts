import { sql, type Kysely } from 'kysely';

/** Merchants and the hosts that reach them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE merchants (
      code text PRIMARY KEY,
      name text NOT NULL,
      config jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE merchant_hosts (
      host text PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX merchant_hosts_merchant ON merchant_hosts (merchant_code)`.execute(db);
}
