import { expect } from 'vitest';
import type pg from 'pg';
import { calls } from '@lobby/contract';
import type { FakePaymentProvider } from '../fake-payment-provider.js';
import { valueOf, type CallAnswer, type DeployClient } from './deploy-client.js';
import { writtenReferences } from './ledger-checks.js';
import { notifyPaid, Tally, vendorMove, VENDOR, type FundedMember } from './money-client.js';

export const CRASH_AMOUNTS = { bet: 100, win: 50, deposit: 20_000, withdrawal: 10_000 } as const;

type Kind = keyof typeof CRASH_AMOUNTS;

interface Operation {
  kind: Kind;
  member: FundedMember;
  /** The vendor's transaction id (bets and wins) or the deposit's id (once created). */
  key: string | undefined;
  /** The answer of the movement itself: the debit, credit, notification or withdrawal. */
  answer: CallAnswer | undefined;
}

const KINDS: readonly Kind[] = ['bet', 'win', 'deposit', 'withdrawal', 'bet', 'win'];

/**
 * Concurrent money movements of every kind (bets, wins, deposits paid by the provider,
 * withdrawals) until stop(): what each was answered, and what the ledger must show for them.
 */
export function crashLoad(
  client: DeployClient,
  provider: FakePaymentProvider,
  members: readonly FundedMember[],
  workers = 8,
) {
  const operations: Operation[] = [];
  const tallies = new Map(KINDS.map((kind) => [kind, new Tally()]));
  let running = true;

  const once = async (worker: number, turn: number) => {
    const kind = KINDS[(worker + turn) % KINDS.length]!;
    const member = members[(worker * 7 + turn) % members.length]!;
    const operation: Operation = { kind, member, key: undefined, answer: undefined };
    operations.push(operation);
    if (kind === 'bet' || kind === 'win') {
      operation.key = `crash-${kind}-${worker}-${turn}`;
      const call = kind === 'bet' ? calls.vendorWalletDebit : calls.vendorWalletCredit;
      operation.answer = await vendorMove(client, call, member, operation.key, CRASH_AMOUNTS[kind]);
    } else if (kind === 'deposit') {
      const created = await client.call(
        calls.createDeposit,
        { method: 'ACMEPAY', amount: CRASH_AMOUNTS.deposit },
        { token: member.token },
      );
      if (created.status !== 200) {
        operation.answer = created;
      } else {
        operation.key = valueOf(created, calls.createDeposit).depositId;
        operation.answer = await notifyPaid(client, provider, operation.key, CRASH_AMOUNTS.deposit);
      }
    } else {
      operation.answer = await client.call(
        calls.requestWithdrawal,
        { amount: CRASH_AMOUNTS.withdrawal, accountId: member.accountId },
        { token: member.token },
      );
    }
    tallies.get(kind)!.add(operation.answer);
  };
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let turn = 0; running; turn += 1) await once(worker, turn);
  });

  const referenceOf = (operation: Operation) =>
    operation.kind === 'deposit'
      ? `deposit:${operation.key}`
      : `vendor:${VENDOR.code}:${operation.kind}:${operation.key}`;
  const replayable = () => operations.filter((operation) => operation.key !== undefined);

  /** How many movements were answered 200 so far. */
  const answeredSoFar = () =>
    operations.filter((operation) => operation.answer?.status === 200).length;

  return {
    answeredSoFar,
    async stop() {
      running = false;
      await Promise.all(loops);
      return {
        answered: answeredSoFar,
        summary: () => [...tallies].map(([kind, tally]) => `${kind}s ${tally}`).join('; '),
        /** Every movement answered 200 before the crash is in the ledger after it. */
        async expectAnsweredRecorded(pool: pg.Pool) {
          const answered = replayable().filter((operation) => operation.answer?.status === 200);
          const written = await writtenReferences(pool, answered.map(referenceOf));
          expect(answered.filter((operation) => !written.has(referenceOf(operation)))).toEqual([]);
        },
        /** Sends every bet, win and notification again, as vendors and providers retry. */
        async resend(restarted: DeployClient) {
          for (const operation of replayable()) {
            const again =
              operation.kind === 'deposit'
                ? await notifyPaid(restarted, provider, operation.key!, CRASH_AMOUNTS.deposit)
                : await vendorMove(
                    restarted,
                    operation.kind === 'bet' ? calls.vendorWalletDebit : calls.vendorWalletCredit,
                    operation.member,
                    operation.key!,
                    CRASH_AMOUNTS[operation.kind],
                  );
            expect(again.status, JSON.stringify(again.body)).toBe(200);
          }
        },
        /** What the member's bets, wins and deposits of the load moved, all landed once. */
        netOf(member: FundedMember) {
          return replayable()
            .filter((operation) => operation.member === member)
            .reduce(
              (sum, operation) =>
                sum + (operation.kind === 'bet' ? -1 : 1) * CRASH_AMOUNTS[operation.kind],
              0,
            );
        },
      };
    },
  };
}
