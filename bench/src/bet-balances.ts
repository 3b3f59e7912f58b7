import { sql } from 'kysely';
import type { DatabaseHandle } from '../../server/src/core/db/database.js';
import type { BettingMember } from './bets.js';

/** A member's accounts after the run, as the wallet holds them and as its ledger sums them. */
export interface MemberAccounts {
  cash: number;
  bonus: number;
  ledgerCash: number;
  ledgerBonus: number;
}

/**
 * What is wrong with the members' money after the run, one line each: every balance must be the
 * start less the confirmed stakes plus the confirmed wins, and each account its ledger's sum.
 */
export function balanceProblems(
  members: readonly BettingMember[],
  startBalance: number,
  accounts: ReadonlyMap<number, MemberAccounts>,
): string[] {
  return members.flatMap((member) => {
    const held = accounts.get(member.id);
    if (!held) return [`member ${member.id}: no wallet`];
    const expected = startBalance - member.staked + member.won;
    const problems = [];
    if (held.cash + held.bonus !== expected) {
      problems.push(`balance ${held.cash + held.bonus}, expected ${expected}`);
    }
    if (held.cash !== held.ledgerCash)
      problems.push(`cash ${held.cash}, ledger ${held.ledgerCash}`);
    if (held.bonus !== held.ledgerBonus) {
      problems.push(`bonus ${held.bonus}, ledger ${held.ledgerBonus}`);
    }
    return problems.map((problem) => `member ${member.id}: ${problem}`);
  });
}

/** Each member's accounts and ledger sums, read straight from the database. */
export async function readAccounts(
  database: DatabaseHandle,
  merchantCode: string,
  memberIds: readonly number[],
): Promise<Map<number, MemberAccounts>> {
  const wallets = await database.db
    .selectFrom('wallets')
    .select(['member_id', 'balance', 'bonus_balance'])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', 'in', memberIds)
    .execute();
  const sums = await database.db
    .selectFrom('wallet_entries')
    .select(['member_id', 'account', sql<string>`sum(amount)`.as('total')])
    .where('merchant_code', '=', merchantCode)
    .where('member_id', 'in', memberIds)
    .groupBy(['member_id', 'account'])
    .execute();
  const ledger = (id: number, account: string) =>
    Number(sums.find((row) => row.member_id === id && row.account === account)?.total ?? 0);
  return new Map(
    wallets.map((row) => [
      row.member_id,
      {
        cash: Number(row.balance),
        bonus: Number(row.bonus_balance),
        ledgerCash: ledger(row.member_id, 'cash'),
        ledgerBonus: ledger(row.member_id, 'bonus'),
      },
    ]),
  );
}
