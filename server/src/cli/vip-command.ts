import type { Kysely } from 'kysely';
import { clampConditions } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import { MemberRepository } from '../accounts/index.js';
import { MerchantRepository } from '../merchants/index.js';
import { PromotionRepository } from '../promotions/index.js';

export const VIP_USAGE =
  'Usage: npm run vip -- set-label <username> <labelId> [--completed <conditions>] [--merchant <code>]';

export interface CommandContext {
  db: Kysely<Database>;
  /** DEFAULT_MERCHANT: the merchant when --merchant is not given. */
  defaultMerchant: string | undefined;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Splits the arguments into positionals and `--name value` flags; undefined when a flag lacks its value. */
export function splitArgs(
  args: readonly string[],
  flagNames: readonly string[],
): { positional: string[]; flags: Record<string, string> } | undefined {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      const value = args[i + 1];
      if (!flagNames.includes(name) || !value || value.startsWith('--')) return undefined;
      flags[name] = value;
      i += 1;
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

/** Parses `set-label <username> <labelId> [--completed n] [--merchant code]`. */
export function parseVipArgs(args: readonly string[], defaultMerchant: string | undefined) {
  const split = splitArgs(args, ['merchant', 'completed']);
  if (!split) return undefined;
  const [command, username, labelId, ...rest] = split.positional;
  const merchant = split.flags.merchant ?? defaultMerchant;
  const completed = split.flags.completed ?? '0';
  if (command !== 'set-label' || !username || !labelId || rest.length > 0 || !merchant) {
    return undefined;
  }
  if (!/^\d{1,4}$/.test(completed)) return undefined;
  return { username, labelId, merchant, completed: Number(completed) };
}

/**
 * Operator command: gives a member a VIP label (replacing any) with the conditions completed on
 * it. Exit code: 0 set, 1 unknown merchant, member or label, 2 a usage mistake.
 */
export async function runVipCommand(
  args: readonly string[],
  context: CommandContext,
): Promise<number> {
  const parsed = parseVipArgs(args, context.defaultMerchant);
  if (!parsed) {
    context.err(VIP_USAGE);
    return 2;
  }
  const { username, labelId, merchant } = parsed;
  if (!(await new MerchantRepository(context.db).findByCode(merchant))) {
    context.err(`Unknown merchant "${merchant}".`);
    return 1;
  }
  const member = await new MemberRepository(context.db).findByUsername(merchant, username);
  if (!member) {
    context.err(`No member "${username}" on merchant ${merchant}.`);
    return 1;
  }
  const promotions = new PromotionRepository(context.db);
  const levels = await promotions.vipLevels(merchant);
  const level = levels.find((candidate) => candidate.label_id === labelId);
  if (!level) {
    const known = levels.map((candidate) => candidate.label_id).join(', ') || 'none';
    context.err(`No VIP level "${labelId}" on merchant ${merchant} (levels: ${known}).`);
    return 1;
  }
  const completed = clampConditions(parsed.completed, level.total_conditions);
  await promotions.setClubLabel(merchant, member.id, labelId, completed);
  context.out(
    `${member.username} on ${merchant} now has VIP label ${labelId} (${completed} of ${level.total_conditions} conditions).`,
  );
  return 0;
}
