import os from 'node:os';
import type { Kysely } from 'kysely';
import {
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
  passwordProblem,
  type OperatorRole,
} from '@lobby/contract';
import { isCommonPassword } from '../accounts/index.js';
import type { AuditActor } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { AppError } from '../core/errors.js';
import { MerchantRepository } from '../merchants/index.js';
import { buildOperatorAccounts, type OperatorRecord } from '../ops/index.js';

export const OPERATOR_USAGE = [
  'Usage: npm run operator -- <command> [--by <your name>]',
  '  add <name> --role <role> (--merchant <code> | --super)   a password on standard input, else a one-time one is printed',
  '  list (--merchant <code> | --super)',
  '  disable <name> (--merchant <code> | --super)',
  '  reset-2fa <name> (--merchant <code> | --super)',
  `  roles: ${OPERATOR_ROLES.join(', ')}`,
].join('\n');

type Parsed =
  | { command: 'add'; name: string; role: OperatorRole; merchant: string | null; by: string }
  | { command: 'list'; merchant: string | null; by: string }
  | { command: 'disable' | 'reset-2fa'; name: string; merchant: string | null; by: string };

/** Splits the arguments; undefined when they are malformed. */
export function parseOperatorArgs(args: readonly string[]): Parsed | undefined {
  const options: Record<string, string> = {};
  let isSuper = false;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--super') isSuper = true;
    else if (arg === '--merchant' || arg === '--role' || arg === '--by') {
      const value = args[i + 1];
      if (!value || value.startsWith('--')) return undefined;
      options[arg.slice(2)] = value;
      i += 1;
    } else if (arg.startsWith('--')) return undefined;
    else positional.push(arg);
  }
  if (isSuper === !!options.merchant) return undefined;
  const merchant = isSuper ? null : options.merchant!;
  const by = options.by ?? `cli:${os.userInfo().username}`;
  const [command, name, ...rest] = positional;
  if (rest.length > 0) return undefined;
  if (command === 'list') return name === undefined ? { command, merchant, by } : undefined;
  if (!name || !OPERATOR_USERNAME_PATTERN.test(name)) return undefined;
  if (command === 'add') {
    const role = OPERATOR_ROLES.find((candidate) => candidate === options.role);
    return role ? { command, name, role, merchant, by } : undefined;
  }
  if (command === 'disable' || command === 'reset-2fa') {
    return options.role ? undefined : { command, name, merchant, by };
  }
  return undefined;
}

export interface OperatorCommandContext {
  db: Kysely<Database>;
  /** The password given on standard input, if any. */
  password?: string;
  now?: () => Date;
  out: (line: string) => void;
  err: (line: string) => void;
}

function line(row: OperatorRecord): string {
  return [
    row.id,
    row.username,
    row.role,
    row.paired ? 'paired' : 'not-paired',
    row.must_change_password ? 'one-time-password' : 'own-password',
    row.disabled_at ? `disabled ${row.disabled_at.toISOString()}` : 'active',
    `added ${row.created_at.toISOString()} by ${row.created_by}`,
  ].join('\t');
}

/** What is wrong with a given password, judged as the console judges a new one; null if fine. */
function passwordMistake(password: string, username: string): string | null {
  if (passwordProblem(password, { username })) {
    return 'The password must be 8 to 128 characters and not contain the operator name.';
  }
  return isCommonPassword(password) ? 'The password is too common.' : null;
}

/**
 * `npm run operator -- add|list|disable|reset-2fa`: operators of a merchant or the deployment's
 * super-operators, each change audited under the name of who ran it (`--by`, else the system
 * user) with no address. Answers the exit code: 0 done, 1 refused, 2 a usage mistake.
 */
export async function runOperatorCommand(
  args: readonly string[],
  context: OperatorCommandContext,
): Promise<number> {
  const parsed = parseOperatorArgs(args);
  if (!parsed) {
    context.err(OPERATOR_USAGE);
    return 2;
  }
  const { db } = context;
  if (parsed.merchant !== null && !(await new MerchantRepository(db).findByCode(parsed.merchant))) {
    context.err(`Unknown merchant "${parsed.merchant}".`);
    return 1;
  }
  const now = context.now ?? (() => new Date());
  const accounts = buildOperatorAccounts(db, now);
  const actor: AuditActor = {
    merchantCode: parsed.merchant,
    operatorId: null,
    operatorName: parsed.by.slice(0, 64),
    ip: null,
  };
  const where = parsed.merchant === null ? 'the super-operators' : `merchant ${parsed.merchant}`;
  try {
    switch (parsed.command) {
      case 'list': {
        const rows = await accounts.list(parsed.merchant);
        if (rows.length === 0) context.out(`No operators of ${where}.`);
        for (const row of rows) context.out(line(row));
        return 0;
      }
      case 'add': {
        const mistake = context.password && passwordMistake(context.password, parsed.name);
        if (mistake) {
          context.err(mistake);
          return 1;
        }
        const { operator, oneTimePassword } = await accounts.add(
          actor,
          { merchantCode: parsed.merchant, username: parsed.name, role: parsed.role },
          context.password || undefined,
        );
        context.out(`Added ${operator.username} (${operator.role}) to ${where}.`);
        if (oneTimePassword) {
          context.out(`One-time password: ${oneTimePassword}`);
          context.out(
            'It works once: at first sign-in they choose a password and pair an authenticator.',
          );
        } else context.out('At first sign-in they pair an authenticator.');
        return 0;
      }
      case 'disable':
      case 'reset-2fa': {
        const id = await accounts.idOf(parsed.merchant, parsed.name);
        const by = { actor, selfId: null };
        const row =
          parsed.command === 'disable'
            ? await accounts.disable(by, parsed.merchant, id)
            : await accounts.resetTwoFactor(by, parsed.merchant, id);
        context.out(
          parsed.command === 'disable'
            ? `Disabled ${row.username}; their sessions ended.`
            : `Reset the authenticator of ${row.username}; they pair a new one at next sign-in.`,
        );
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      context.err(error.message);
      return 1;
    }
    throw error;
  }
}
