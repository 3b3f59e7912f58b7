import { describe, expect, it } from 'vitest';
import { balanceProblems, type MemberAccounts } from './bet-balances.js';

const START = 1000;
const member = { id: 7, staked: 300, won: 120 };
const exact: MemberAccounts = { cash: 820, bonus: 0, ledgerCash: 820, ledgerBonus: 0 };

describe("the bets' balance check", () => {
  it('finds nothing when every balance is the start less stakes plus wins, as its ledger says', () => {
    expect(balanceProblems([member], START, new Map([[7, exact]]))).toEqual([]);
  });

  it('counts bonus money towards the balance', () => {
    const split = { cash: 800, bonus: 20, ledgerCash: 800, ledgerBonus: 20 };
    expect(balanceProblems([member], START, new Map([[7, split]]))).toEqual([]);
  });

  it('names a balance one unit off', () => {
    const off = { ...exact, cash: 821, ledgerCash: 821 };
    expect(balanceProblems([member], START, new Map([[7, off]]))).toEqual([
      'member 7: balance 821, expected 820',
    ]);
  });

  it('names an account its ledger does not sum to', () => {
    expect(balanceProblems([member], START, new Map([[7, { ...exact, ledgerCash: 819 }]]))).toEqual(
      ['member 7: cash 820, ledger 819'],
    );
    expect(balanceProblems([member], START, new Map([[7, { ...exact, ledgerBonus: 5 }]]))).toEqual([
      'member 7: bonus 0, ledger 5',
    ]);
  });

  it('names a member without a wallet', () => {
    expect(balanceProblems([member], START, new Map())).toEqual(['member 7: no wallet']);
  });
});
