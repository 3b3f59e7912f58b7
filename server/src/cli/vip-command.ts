import type { Kysely } from 'kysely';
import { clampConditions, metCount, type VipConditionProgress } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import { MemberRepository } from '../accounts/index.js';
import { MerchantRepository } from '../merchants/index.js';
import { PromotionRepository, VipClub } from '../promotions/index.js';
import { ActivityRepository } from '../wallet/index.js';

export const VIP_USAGE = [
  'Usage: npm run vip -- set-label <username> <labelId> [--completed <conditions>] [--merchant <code>]',
  '       npm run vip -- show <username> [--merchant <code>]',
].join('\n');

export interface CommandContext {
  db: Kysely<Database>;
  /** The moment conditions count back from (tests give theirs). */
  now?: () => Date;
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

/** Parses `show <username> [--merchant code]`. */
export function parseShowArgs(args: readonly string[], defaultMerchant: string | undefined) {
  const split = splitArgs(args, ['merchant']);
  if (!split) return undefined;
  const [command, username, ...rest] = split.positional;
  const merchant = split.flags.merchant ?? defaultMerchant;
  if (command !== 'show' || !username || rest.length > 0 || !merchant) return undefined;
  return { username, merchant };
}

/** One condition as an operator reads it: what it counts, over when, progress of target. */
function describeCondition(condition: VipConditionProgress): string {
  const window =
    condition.windowDays === null ? 'since joining' : `last ${condition.windowDays} days`;
  const met = condition.met ? ' (met)' : '';
  return `  ${condition.kind}, ${window}: ${condition.progress} of ${condition.target}${met}`;
}

/**
 * `show`: a member's VIP level and each condition of it and of the next level, counted from the
 * ledger now (amounts in minor units), as the member's page shows them.
 */
async function showMember(
  args: readonly string[],
  context: CommandContext,
): Promise<number | undefined> {
  const parsed = parseShowArgs(args, context.defaultMerchant);
  if (!parsed) return undefined;
  const { username, merchant } = parsed;
  if (!(await new MerchantRepository(context.db).findByCode(merchant))) {
    context.err(`Unknown merchant "${merchant}".`);
    return 1;
  }
  const member = await new MemberRepository(context.db).findByUsername(merchant, username);
  if (!member) {
    context.err(`No member "${username}" on merchant ${merchant}.`);
    return 1;
  }
  const club = new VipClub({
    promotions: new PromotionRepository(context.db),
    activity: new ActivityRepository(context.db),
    now: context.now ?? (() => new Date()),
  });
  const { label, conditions, next } = await club.rankProgress(merchant, member.id);
  context.out(
    label
      ? `${member.username} on ${merchant}: VIP level ${label.label_id} (${metCount(conditions)} of ${conditions.length} conditions met).`
      : `${member.username} on ${merchant}: no VIP level.`,
  );
  conditions.forEach((condition) => context.out(describeCondition(condition)));
  if (next) {
    context.out(
      `Next level ${next.level.label_id} (${next.level.required_conditions} of ${next.conditions.length} needed):`,
    );
    next.conditions.forEach((condition) => context.out(describeCondition(condition)));
  }
  return 0;
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
 * Operator command: `set-label` gives a member a VIP label (replacing any) with the conditions
 * completed on it (for levels without named conditions); `show` prints a member's level and
 * conditions. Exit code: 0 done, 1 unknown merchant, member or label, 2 a usage mistake.
 */
export async function runVipCommand(
  args: readonly string[],
  context: CommandContext,
): Promise<number> {
  if (args[0] === 'show') {
    const shown = await showMember(args, context);
    if (shown !== undefined) return shown;
    context.err(VIP_USAGE);
    return 2;
  }
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
