import { sql, type Kysely } from 'kysely';
import { NO_CLICK_SOURCE } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** One line of the attribution report: a channel and what it brought in the period. */
export interface AttributionReportRow {
  affiliateCode: string;
  campaign: string;
  clickSource: string;
  visits: number;
  registrations: number;
  firstDeposits: number;
  deposits: number;
  /** Minor units of the merchant's currency. */
  depositAmount: number;
}

/** A channel's key; a member registered before attribution was stored counts as '-'. */
type Key = Pick<AttributionReportRow, 'affiliateCode' | 'campaign' | 'clickSource'>;
const keyOf = (key: Key) => `${key.affiliateCode}\n${key.campaign}\n${key.clickSource}`;

/**
 * The attribution report (`npm run report -- attribution`): per affiliate code, campaign and
 * click-id source, the visits (firstOpen events in the event ledger), registrations (members'
 * stored attribution), and first deposits and deposits, counted from the wallet's paid deposits
 * by the member's attribution (the ledger's money events will replace these once the wallet
 * writes them: issue 35).
 */
export async function attributionReport(
  db: Kysely<Database>,
  merchantCode: string,
  since: Date,
): Promise<AttributionReportRow[]> {
  const rows = new Map<string, AttributionReportRow>();
  const at = (key: Key) => {
    const id = keyOf(key);
    let row = rows.get(id);
    if (!row) {
      row = {
        ...key,
        visits: 0,
        registrations: 0,
        firstDeposits: 0,
        deposits: 0,
        depositAmount: 0,
      };
      rows.set(id, row);
    }
    return row;
  };

  const visits = await db
    .selectFrom('tracked_events')
    .select([
      sql<string>`coalesce(payload->>'affiliateCode', 'www')`.as('affiliate_code'),
      sql<string>`coalesce(payload->>'campaign', '')`.as('campaign'),
      sql<string>`coalesce(payload->>'clickSource', ${NO_CLICK_SOURCE})`.as('click_source'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('name', '=', 'firstOpen')
    .where('created_at', '>=', since)
    .groupBy(['affiliate_code', 'campaign', 'click_source'])
    .execute();
  for (const row of visits) at(channel(row)).visits += Number(row.count);

  const registrations = await db
    .selectFrom('member_attributions')
    .select([
      'affiliate_code',
      sql<string>`coalesce(campaign, '')`.as('campaign'),
      'click_source',
      sql<string>`count(*)`.as('count'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('registered_at', '>=', since)
    .groupBy(['affiliate_code', 'campaign', 'click_source'])
    .execute();
  for (const row of registrations) at(channel(row)).registrations += Number(row.count);

  // Each paid deposit with its member's channel, and whether it was the member's first.
  const deposits = await sql<{
    affiliate_code: string;
    campaign: string;
    click_source: string;
    deposits: string;
    amount: string;
    first_deposits: string;
  }>`
    WITH paid AS (
      SELECT d.member_id, d.amount, d.settled_at,
        row_number() OVER (PARTITION BY d.member_id ORDER BY d.settled_at, d.id) AS nth
      FROM deposits d
      WHERE d.merchant_code = ${merchantCode} AND d.status = 'paid' AND d.settled_at IS NOT NULL
    )
    SELECT coalesce(a.affiliate_code, '-') AS affiliate_code,
      coalesce(a.campaign, '') AS campaign,
      coalesce(a.click_source, '-') AS click_source,
      count(*) AS deposits,
      coalesce(sum(p.amount), 0) AS amount,
      count(*) FILTER (WHERE p.nth = 1) AS first_deposits
    FROM paid p
    LEFT JOIN member_attributions a
      ON a.member_id = p.member_id AND a.merchant_code = ${merchantCode}
    WHERE p.settled_at >= ${since}
    GROUP BY 1, 2, 3`.execute(db);
  for (const row of deposits.rows) {
    const target = at(channel(row));
    target.deposits += Number(row.deposits);
    target.firstDeposits += Number(row.first_deposits);
    target.depositAmount += Number(row.amount);
  }

  return [...rows.values()].sort(
    (a, b) =>
      b.registrations - a.registrations || b.visits - a.visits || keyOf(a).localeCompare(keyOf(b)),
  );
}

function channel(row: { affiliate_code: string; campaign: string; click_source: string }): Key {
  return {
    affiliateCode: row.affiliate_code,
    campaign: row.campaign,
    clickSource: row.click_source,
  };
}
