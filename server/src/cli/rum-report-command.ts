import { MerchantRepository } from '../merchants/index.js';
import { parseRumArgs, rumReport, RUM_REPORT_USAGE } from '../rum/index.js';
import type { CommandContext } from './run-command.js';

/**
 * `npm run report -- rum`: the merchant's real-user timings of its last days (in its time zone),
 * the numbers the console's dashboard charts. Exit code: 0 printed, 1 an unknown merchant, 2 a
 * usage mistake.
 */
export async function runRumReport(
  args: readonly string[],
  context: Pick<CommandContext, 'db' | 'out' | 'err'> & {
    defaultMerchant?: string | undefined;
    now?: () => Date;
  },
): Promise<number> {
  const parsed = parseRumArgs(args, context.defaultMerchant);
  if (!parsed) {
    context.err(`usage: npm run report -- rum ${RUM_REPORT_USAGE}`);
    return 2;
  }
  const merchant = await new MerchantRepository(context.db).findByCode(parsed.merchant);
  if (!merchant) {
    context.err(`No merchant "${parsed.merchant}".`);
    return 1;
  }
  const now = context.now?.() ?? new Date();
  for (const line of await rumReport(context.db, merchant, parsed.days, now)) context.out(line);
  return 0;
}
