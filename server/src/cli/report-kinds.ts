import { attributionReportKind } from './attribution-report-kind.js';
import { parseRumArgs, rumReport, RUM_REPORT_USAGE } from '../rum/index.js';
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
  {
    name: 'rum',
    usage: RUM_REPORT_USAGE,
    async run(args, context) {
      const parsed = parseRumArgs(args, context.config.defaultMerchant);
      if (!parsed) {
        context.err(`usage: npm run report -- rum ${RUM_REPORT_USAGE}`);
        return 2;
      }
      for (const line of await rumReport(context.db, parsed.merchant, parsed.days, new Date())) {
        context.out(line);
      }
      return 0;
    },
  },
  attributionReportKind,
];
