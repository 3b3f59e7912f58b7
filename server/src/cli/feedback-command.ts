import type { Kysely } from 'kysely';
import { FeedbackRepository } from '../customer-service/index.js';
import { MerchantRepository } from '../merchants/index.js';
import type { Database } from '../core/db/schema.js';

export const FEEDBACK_USAGE =
  'Usage: npm run feedback -- list [--merchant <code>] [--limit <1-1000>]';

export interface FeedbackCommandContext {
  db: Kysely<Database>;
  /** DEFAULT_MERCHANT: the merchant when --merchant is not given. */
  defaultMerchant: string | undefined;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Splits `list [--merchant <code>] [--limit <n>]`; undefined when malformed. */
export function parseFeedbackArgs(args: readonly string[], defaultMerchant: string | undefined) {
  let merchant = defaultMerchant;
  let limit = 50;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i + 1];
    if (args[i] === '--merchant' || args[i] === '--limit') {
      if (!value || value.startsWith('--')) return undefined;
      if (args[i] === '--merchant') merchant = value;
      else {
        limit = Number(value);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return undefined;
      }
      i += 1;
    } else positional.push(args[i]!);
  }
  if (positional.length !== 1 || positional[0] !== 'list' || !merchant) return undefined;
  return { merchant, limit };
}

/** One line per entry, tabs between fields (the contract keeps tabs and line breaks out of the text). */
function line(row: Awaited<ReturnType<FeedbackRepository['latest']>>[number]): string {
  const screenshot =
    row.screenshot_type && row.screenshot_bytes !== null
      ? `${row.screenshot_type} ${row.screenshot_bytes} bytes`
      : '-';
  return [
    row.id,
    row.created_at.toISOString(),
    row.username,
    row.category,
    screenshot,
    row.body,
  ].join('\t');
}

/**
 * Operator command: lists a merchant's latest feedback, newest first. Answers the exit code: 0
 * listed (perhaps nothing), 1 unknown merchant, 2 a usage mistake.
 */
export async function runFeedbackCommand(
  args: readonly string[],
  context: FeedbackCommandContext,
): Promise<number> {
  const parsed = parseFeedbackArgs(args, context.defaultMerchant);
  if (!parsed) {
    context.err(FEEDBACK_USAGE);
    return 2;
  }
  if (!(await new MerchantRepository(context.db).findByCode(parsed.merchant))) {
    context.err(`Unknown merchant "${parsed.merchant}".`);
    return 1;
  }
  const rows = await new FeedbackRepository(context.db).latest(parsed.merchant, {
    limit: parsed.limit,
  });
  if (rows.length === 0) context.out(`No feedback on merchant ${parsed.merchant}.`);
  for (const row of rows) context.out(line(row));
  return 0;
}
