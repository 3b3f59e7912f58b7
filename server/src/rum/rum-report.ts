import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { RumRepository, type RumSummary } from './rum-repository.js';

export const RUM_REPORT_USAGE = '--merchant <code> [--days <1-90>]';

/** Splits `--merchant <code> [--days <n>]`; undefined when malformed. */
export function parseRumArgs(args: readonly string[], defaultMerchant: string | undefined) {
  let merchant = defaultMerchant;
  let days = 7;
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (!value || value.startsWith('--')) return undefined;
    if (args[i] === '--merchant') merchant = value;
    else if (args[i] === '--days') {
      days = Number(value);
      if (!Number.isInteger(days) || days < 1 || days > 90) return undefined;
    } else return undefined;
  }
  return merchant ? { merchant, days } : undefined;
}

const ms = (value: number | null) => (value === null ? '-' : String(value));

/** One line per day, page and metric: the count, missed and unsupported, p50/p75/p95 in ms. */
export function rumReportLines(rows: readonly RumSummary[]): string[] {
  const header = ['day', 'page', 'metric', 'samples', 'missed', 'unsupported', 'p50', 'p75', 'p95'];
  return [
    header.join('\t'),
    ...rows.map((row) =>
      [
        row.day,
        row.page,
        row.metric,
        row.samples,
        row.missed,
        row.unsupported,
        ms(row.p50),
        ms(row.p75),
        ms(row.p95),
      ].join('\t'),
    ),
  ];
}

/** The report of the merchant's last `days` days up to `today`. */
export async function rumReport(
  db: Kysely<Database>,
  merchant: string,
  days: number,
  today: Date,
): Promise<string[]> {
  const until = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return rumReportLines(await new RumRepository(db).summary(merchant, from, until));
}
