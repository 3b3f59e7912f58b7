import type { Kysely } from 'kysely';
import { RUM_RULES } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import { addDays, todayIn } from '../core/time/day-range.js';
import { RumRepository, type RumSummary } from './rum-repository.js';
import { RumSummaryService, type RumMerchant } from './rum-summary.js';

export const RUM_REPORT_USAGE = `--merchant <code> [--days <1-${RUM_RULES.summaryMaxDays}>]`;

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
      if (!Number.isInteger(days) || days < 1 || days > RUM_RULES.summaryMaxDays) return undefined;
    } else return undefined;
  }
  return merchant ? { merchant, days } : undefined;
}

/** The columns of the report and of the dashboard's timings CSV, in order. */
export const RUM_SUMMARY_COLUMNS = [
  'day',
  'page',
  'metric',
  'samples',
  'missed',
  'unsupported',
  'p50',
  'p75',
  'p95',
] as const;

/** One line per day, page and metric: the count, missed and unsupported, p50/p75/p95 in ms. */
export function rumReportLines(rows: readonly RumSummary[]): string[] {
  return [
    RUM_SUMMARY_COLUMNS.join('\t'),
    ...rows.map((row) =>
      RUM_SUMMARY_COLUMNS.map((column) => (row[column] === null ? '-' : String(row[column]))).join(
        '\t',
      ),
    ),
  ];
}

/**
 * The report of the merchant's last `days` days up to today in its time zone: the summary the
 * console's dashboard answers for the same range.
 */
export async function rumReport(
  db: Kysely<Database>,
  merchant: RumMerchant,
  days: number,
  now: Date,
): Promise<string[]> {
  const to = todayIn(merchant.timeZone ?? 'UTC', now);
  const summary = await new RumSummaryService(new RumRepository(db), () => now).summary(merchant, {
    from: addDays(to, 1 - days),
    to,
  });
  return rumReportLines(summary.rows);
}
