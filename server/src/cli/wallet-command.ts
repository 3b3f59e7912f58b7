import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { walletServices } from '../wallet/index.js';

export const WALLET_USAGE = 'Usage: npm run wallet -- approve|reject <withdrawal id>';

export interface WalletCommandContext {
  db: Kysely<Database>;
  now?: () => Date;
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
  const result = await withdrawals.decide(id, command);
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
  context.out(
    withdrawal.status === 'approved'
      ? `Approved the ${what}.`
      : `Rejected the ${what}; the amount is back in the balance.`,
  );
  return 0;
}
