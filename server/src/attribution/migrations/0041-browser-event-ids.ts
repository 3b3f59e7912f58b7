import { sql, type Kysely } from 'kysely';

/**
 * Browser events' eventIDs move apart from the wallet's and the platform's (`<name>:<reference>`):
 * the ledger keeps them as `browser:<eventID>` (attribution's `browserEventId`), so a browser
 * that sent a deposit's eventID no longer holds the ID the deposit's event needs. The outbox rows
 * of those events follow. An ID whose prefixed form is taken already stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE tracked_events e SET event_id = 'browser:' || e.event_id
    WHERE e.source = 'browser'
      AND NOT EXISTS (
        SELECT 1 FROM tracked_events t
        WHERE t.merchant_code = e.merchant_code AND t.event_id = 'browser:' || e.event_id)`.execute(
    db,
  );
  await sql`
    UPDATE postback_outbox o SET event_id = e.event_id
    FROM tracked_events e
    WHERE e.id = o.tracked_event_id AND o.event_id <> e.event_id
      AND NOT EXISTS (
        SELECT 1 FROM postback_outbox p
        WHERE p.merchant_code = o.merchant_code AND p.destination = o.destination
          AND p.event_id = e.event_id)`.execute(db);
}
