import { DASHBOARD_FIGURES } from '@lobby/contract';
import { DashboardRepository, DashboardService, presentDashboardCsv } from '../dashboard/index.js';
import { MerchantRepository } from '../merchants/index.js';
import type { CommandContext } from './run-command.js';
import { splitArgs } from './vip-command.js';

export const DAILY_USAGE = '--merchant <code> [--from <YYYY-MM-DD>] [--to <YYYY-MM-DD>]';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `npm run report -- daily`: the merchant's daily figures, the numbers of the console's dashboard
 * (the same DashboardService), one line a day and a totals line, amounts in major units of its
 * currency, days in its time zone (the merchant file's `timeZone`, else UTC). Exit code: 0
 * printed, 1 an unknown merchant or a range over the limit, 2 a usage mistake.
 */
export async function runDailyReport(
  args: readonly string[],
  context: Pick<CommandContext, 'db' | 'out' | 'err'> & {
    defaultMerchant?: string | undefined;
    now?: () => Date;
  },
): Promise<number> {
  const split = splitArgs(args, ['merchant', 'from', 'to']);
  const code = split?.flags.merchant ?? context.defaultMerchant;
  const { from, to } = split?.flags ?? {};
  if (
    !split ||
    split.positional.length > 0 ||
    !code ||
    (from && !DAY.test(from)) ||
    (to && !DAY.test(to))
  ) {
    context.err(`Usage: npm run report -- daily ${DAILY_USAGE}`);
    return 2;
  }
  const merchant = await new MerchantRepository(context.db).findByCode(code);
  if (!merchant) {
    context.err(`No merchant "${code}".`);
    return 1;
  }
  const service = new DashboardService(
    new DashboardRepository(context.db),
    context.now ?? (() => new Date()),
  );
  let figures;
  try {
    figures = await service.daily(merchant, { from, to });
  } catch (error) {
    context.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  // The CSV export's cells, aligned: one formatting of the figures for the file and the terminal.
  const table = presentDashboardCsv(figures)
    .csv.trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  context.out(
    `Daily figures of ${merchant.code}, ${figures.from} to ${figures.to} (${figures.timeZone}), amounts in ${merchant.currency}:`,
  );
  for (const line of table) {
    context.out(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    );
  }
  context.out(`(${DASHBOARD_FIGURES.length} figures; activePlayers in the total counts each once)`);
  return 0;
}
