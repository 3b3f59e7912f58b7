import { sql, type Kysely } from 'kysely';

/**
 * The first events table (wallet_events, 0009) has not been written since the event ledger
 * (tracked_events, 0024) took the wallet's money events. What it still holds moves into the
 * ledger as the wallet writes it today (eventID `name:reference`, source 'wallet'), keeping an
 * event the ledger already has, and the table goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO tracked_events
      (merchant_code, event_id, name, source, member_id, reference, amount, currency, payload, created_at)
    SELECT merchant_code, name || ':' || reference, name, 'wallet', member_id, reference,
      abs(amount), currency, '{}'::jsonb, created_at
    FROM wallet_events
    ORDER BY id
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`DROP TABLE wallet_events`.execute(db);
}
