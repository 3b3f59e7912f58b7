import { calls } from '@lobby/contract';
import type { VendorClient } from './vendor-client.js';

/** One bench member and what its bets and wins moved, in minor units, as Lobby confirmed them. */
export interface BettingMember {
  id: number;
  staked: number;
  won: number;
}

export interface BetTally {
  /** Rounds: a debit and its credit. */
  bets: number;
  calls: number;
  seconds: number;
  latenciesMs: number[];
  /** Answers that were not a fresh posting, by what they said. */
  failures: Record<string, number>;
}

export const blankBetTally = (): BetTally => ({
  bets: 0,
  calls: 0,
  seconds: 0,
  latenciesMs: [],
  failures: {},
});

let round = 0;
const runId = Date.now().toString(36);

/** A stake of 1 to 500 and a win of 1 to twice the stake, as rounds of a slot go. */
function amounts(): { stake: number; win: number } {
  const stake = 1 + Math.floor(Math.random() * 500);
  return { stake, win: 1 + Math.floor(Math.random() * stake * 2) };
}

/**
 * One round of a member: the vendor's signed debit, then its credit. Only fresh postings count
 * towards the member's tally; anything else is a failure the report prints.
 */
async function playRound(
  client: VendorClient,
  member: BettingMember,
  tally: BetTally,
): Promise<void> {
  round += 1;
  const roundId = `${runId}-${round}`;
  const { stake, win } = amounts();
  const customerId = String(member.id);
  // One call of the round; true when Lobby posted it fresh.
  const move = async (call: typeof calls.vendorWalletDebit, kind: string, amount: number) => {
    const answer = await client.call(call, {
      transactionId: `${roundId}-${kind}`,
      customerId,
      amount,
      gameId: 'bench-slot',
      roundId,
    });
    tally.calls += 1;
    tally.latenciesMs.push(answer.ms);
    if (answer.body.success && !answer.body.value?.duplicate) return true;
    const why = `${kind}: ${answer.status} ${answer.body.code ?? 'duplicate'}`;
    tally.failures[why] = (tally.failures[why] ?? 0) + 1;
    return false;
  };
  if (!(await move(calls.vendorWalletDebit, 'debit', stake))) return;
  member.staked += stake;
  if (!(await move(calls.vendorWalletCredit, 'credit', win))) return;
  member.won += win;
  tally.bets += 1;
}

/** Every member plays round after round, one at a time each, all members at once, for `seconds`. */
export async function playRounds(
  client: VendorClient,
  members: readonly BettingMember[],
  seconds: number,
  tally: BetTally,
): Promise<void> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < deadline) await playRound(client, member, tally);
    }),
  );
  tally.seconds += (performance.now() - start) / 1000;
}
