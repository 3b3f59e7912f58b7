import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { MemberRepository } from '../accounts/index.js';
import { MerchantRepository } from '../merchants/index.js';

export const AGENT_USAGE = 'Usage: npm run agent -- approve <username> [--merchant <code>]';

export interface AgentCommandContext {
  db: Kysely<Database>;
  /** DEFAULT_MERCHANT: the merchant when --merchant is not given. */
  defaultMerchant: string | undefined;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Splits `approve <username> [--merchant <code>]`, the flag anywhere; undefined when malformed. */
export function parseAgentArgs(args: readonly string[], defaultMerchant: string | undefined) {
  const positional: string[] = [];
  let merchant = defaultMerchant;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--merchant') {
      merchant = args[i + 1];
      if (!merchant || merchant.startsWith('--')) return undefined;
      i += 1;
    } else {
      positional.push(args[i]!);
    }
  }
  const [command, username, ...rest] = positional;
  if (command !== 'approve' || !username || rest.length > 0 || !merchant) return undefined;
  return { username, merchant };
}

/**
 * Operator command: approves a pending agent application (the member becomes type 1). Answers
 * the exit code: 0 approved (or already an agent), 1 nothing to approve, 2 a usage mistake.
 */
export async function runAgentCommand(
  args: readonly string[],
  context: AgentCommandContext,
): Promise<number> {
  const parsed = parseAgentArgs(args, context.defaultMerchant);
  if (!parsed) {
    context.err(AGENT_USAGE);
    return 2;
  }
  const { username, merchant } = parsed;
  if (!(await new MerchantRepository(context.db).findByCode(merchant))) {
    context.err(`Unknown merchant "${merchant}".`);
    return 1;
  }
  const members = new MemberRepository(context.db);
  const member = await members.findByUsername(merchant, username);
  if (!member) {
    context.err(`No member "${username}" on merchant ${merchant}.`);
    return 1;
  }
  if (member.agent_application === 'approved') {
    context.out(`${member.username} on ${merchant} is already an agent; nothing changed.`);
    return 0;
  }
  if (member.agent_application !== 'pending' || !(await members.approveAgent(merchant, username))) {
    context.err(`${member.username} on ${merchant} has no pending agent application.`);
    return 1;
  }
  context.out(`Approved: ${member.username} on ${merchant} is now an agent (member type 1).`);
  return 0;
}
