import { attributionReportKind } from './attribution-report-kind.js';
import { RUM_REPORT_USAGE } from '../rum/index.js';
import type { ReportKind } from './report-kind.js';
import { DAILY_USAGE, runDailyReport } from './daily-report-command.js';
import { runRumReport } from './rum-report-command.js';

/** Every report, one line each; areas add theirs here. */
export const REPORT_KINDS: readonly ReportKind[] = [
  {
    name: 'daily',
    usage: DAILY_USAGE,
    run: (args, { db, config, out, err }) =>
      runDailyReport(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
  },
  {
    name: 'rum',
    usage: RUM_REPORT_USAGE,
    run: (args, { db, config, out, err }) =>
      runRumReport(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
  },
  attributionReportKind,
];
