import { sql, type Kysely } from 'kysely';

/**
 * Deposits may be `held`: paid at the provider, but past the member's deposit limit when the
 * payment came (a cancelled deposit paid late, or a limit lowered since it started), so not
 * credited; an operator reviews it (issue 44).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE deposits DROP CONSTRAINT deposits_status_check`.execute(db);
  await sql`
    ALTER TABLE deposits ADD CONSTRAINT deposits_status_check
      CHECK (status IN ('pending', 'paid', 'cancelled', 'held'))`.execute(db);
}
