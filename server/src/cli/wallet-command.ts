import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import os from 'node:os';
import { approvalAboveOf, walletServices } from '../wallet/index.js';
import { MerchantRepository } from '../merchants/index.js';

export const WALLET_USAGE = 'Usage: npm run wallet -- approve|reject <withdrawal id>';

export interface WalletCommandContext {
  db: Kysely<Database>;
  now?: () => Date;
  /** Who runs the command, for the audit log (by default the system user). */
  user?: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Operator command: approves or rejects a pending withdrawal (a rejection returns the held
 * amount). Answers the exit code: 0 decided, 1 unknown or already decided, 2 a usage mistake.
 */
export async function runWalletCommand(
  args: readonly string[],
  context: WalletCommandContext,
): Promise<number> {
  const [command, id, ...rest] = args;
  if ((command !== 'approve' && command !== 'reject') || !id || rest.length > 0) {
    context.err(WALLET_USAGE);
    return 2;
  }
  const { withdrawals } = walletServices({
    db: context.db,
    now: context.now ?? (() => new Date()),
  });
  const found = await withdrawals.find(id);
  const merchant =
    found && (await new MerchantRepository(context.db).findByCode(found.merchantCode));
  if (!found || !merchant) {
    context.err(`No withdrawal ${id}.`);
    return 1;
  }
  // The command line decides as the system user running it, audited like an operator.
  const actor = {
    merchantCode: found.merchantCode,
    operatorId: null,
    operatorName: `cli:${context.user ?? os.userInfo().username}`,
    ip: null,
  };
  const result = await withdrawals.decide(id, command, {
    actor,
    approvalAbove: approvalAboveOf(merchant),
  });
  if (result.outcome === 'unknown') {
    context.err(`No withdrawal ${id}.`);
    return 1;
  }
  const { withdrawal } = result;
  const what = `withdrawal ${id} of ${withdrawal.amount} (minor units) for member ${withdrawal.memberId} on ${withdrawal.merchantCode}`;
  if (result.outcome === 'already') {
    context.err(`The ${what} is already ${withdrawal.status}; nothing changed.`);
    return 1;
  }
  if (result.outcome === 'notIndependent') {
    context.err(
      `The ${what} needs a second approval from an operator the first approver did not make.`,
    );
    return 1;
  }
  if (result.outcome === 'sameOperator') {
    context.err(`You gave the ${what} its first approval; another operator must give the second.`);
    return 1;
  }
  context.out(
    result.outcome === 'approved'
      ? `Approved the ${what}.`
      : result.outcome === 'awaitingSecond'
        ? `First approval of the ${what} recorded; a second operator must approve it too.`
        : `Rejected the ${what}; the amount is back in the balance.`,
  );
  return 0;
}
