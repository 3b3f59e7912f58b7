import { attributionReport } from '../attribution/index.js';
import type { ReportKind } from './report-kinds.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Splits `--merchant <code> [--days <1-3650>]`; undefined when malformed. */
export function parseAttributionArgs(args: readonly string[], defaultMerchant?: string) {
  let merchant = defaultMerchant;
  let days = 30;
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (!value || value.startsWith('--')) return undefined;
    if (args[i] === '--merchant') merchant = value;
    else if (args[i] === '--days') {
      days = Number(value);
      if (!Number.isInteger(days) || days < 1 || days > 3650) return undefined;
    } else return undefined;
  }
  return merchant ? { merchant, days } : undefined;
}

const HEADER = [
  'affiliateCode',
  'campaign',
  'clickSource',
  'visits',
  'registrations',
  'firstDeposits',
  'deposits',
  'depositAmount',
];

/**
 * `npm run report -- attribution --merchant <code> [--days <n>]`: per affiliate code, campaign
 * and click-id source, visits, registrations, first deposits and deposits (amounts in minor
 * units) of the last n days (30 by default), tab-separated with a header line.
 */
export const attributionReportKind: ReportKind = {
  name: 'attribution',
  usage: '--merchant <code> [--days <1-3650>]',
  async run(args, context) {
    const parsed = parseAttributionArgs(args, context.config.defaultMerchant);
    if (!parsed) {
      context.err(`usage: npm run report -- attribution ${attributionReportKind.usage}`);
      return 2;
    }
    const known = await context.db
      .selectFrom('merchants')
      .select('code')
      .where('code', '=', parsed.merchant)
      .executeTakeFirst();
    if (!known) {
      context.err(`No merchant ${parsed.merchant}`);
      return 1;
    }
    const since = new Date(Date.now() - parsed.days * DAY_MS);
    const rows = await attributionReport(context.db, parsed.merchant, since);
    context.out(HEADER.join('\t'));
    for (const row of rows) {
      context.out(
        [
          row.affiliateCode,
          row.campaign || '-',
          row.clickSource,
          row.visits,
          row.registrations,
          row.firstDeposits,
          row.deposits,
          row.depositAmount,
        ].join('\t'),
      );
    }
    return 0;
  },
};
