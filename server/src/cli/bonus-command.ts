import { minorDigits } from '@lobby/contract';
import { bonusReport } from '../bonuses/index.js';
import { MerchantRepository } from '../merchants/index.js';
import { splitArgs, type CommandContext } from './vip-command.js';

export const BONUS_USAGE = 'Usage: npm run bonus -- report [--merchant <code>]';

const COLUMNS = ['bonuses', 'granted', 'wagered', 'converted', 'forfeited', 'expired'] as const;

/**
 * Operator command: `report` prints, per promotion (or kind, for bonuses paid without one), the
 * bonuses granted (count and amount), wagered, converted to cash, forfeited and expired, in the
 * merchant's currency, summed from the ledger's bonus entries. Exit code: 0 done, 1 an unknown
 * merchant, 2 a usage mistake.
 */
export async function runBonusCommand(
  args: readonly string[],
  context: CommandContext,
): Promise<number> {
  const split = splitArgs(args, ['merchant']);
  const [command, ...rest] = split?.positional ?? [];
  const code = split?.flags.merchant ?? context.defaultMerchant;
  if (!split || command !== 'report' || rest.length > 0 || !code) {
    context.err(BONUS_USAGE);
    return 2;
  }
  const merchant = await new MerchantRepository(context.db).findByCode(code);
  if (!merchant) {
    context.err(`No merchant "${code}".`);
    return 1;
  }
  const rows = await bonusReport(context.db, merchant.code);
  const digits = minorDigits(merchant.currency);
  const money = (minor: number) => (minor / 10 ** digits).toFixed(digits);
  const table = [
    ['promotion', ...COLUMNS],
    ...rows.map((row) => [
      row.promotion,
      String(row.bonuses),
      ...COLUMNS.slice(1).map((column) => money(row[column])),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((line) => line[i]!.length)));
  context.out(`Bonuses of ${merchant.code}, in ${merchant.currency}:`);
  for (const line of table) {
    context.out(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    );
  }
  if (rows.length === 0) context.out('(no bonuses granted yet)');
  return 0;
}
