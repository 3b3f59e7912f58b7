import { attributionReportKind } from './attribution-report-kind.js';
import type { CommandContext } from './run-command.js';
import { DAILY_USAGE, runDailyReport } from './daily-report-command.js';

/** One report of `npm run report -- <name> …`: its usage line and what prints it. */
export interface ReportKind {
  name: string;
  /** The arguments after the name, for the usage text: `--merchant <code> [--days <n>]`. */
  usage: string;
  run(args: string[], context: CommandContext): Promise<number>;
}

/** Every report, one line each; areas add theirs here. */
export const REPORT_KINDS: readonly ReportKind[] = [
  {
    name: 'daily',
    usage: DAILY_USAGE,
    run: (args, { db, config, out, err }) =>
      runDailyReport(args, { db, defaultMerchant: config.defaultMerchant, out, err }),
  },
  attributionReportKind,
];
