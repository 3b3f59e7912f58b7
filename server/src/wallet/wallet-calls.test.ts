import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { WalletRepository } from './wallet-repository.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('wallet calls on $name', (kind) => {
  const merchant = merchantFactory();
  const dong = merchantFactory({
    currency: 'VND',
    country: { ...merchant.country, currencySymbol: '₫', currencyPosition: 'after' },
  });
  const t = useTestApp(kind, { merchants: [merchant, dong] });
  const move = (memberId: string, amount: number, reference: string, on = merchant) =>
    new WalletRepository(t.database.db).post({
      merchantCode: on.code,
      memberId: Number(memberId),
      kind: amount > 0 ? 'deposit' : 'bet',
      amount,
      reference,
    });

  it('answers a new member a zero balance in the merchant currency style', async () => {
    const member = await signUp(t.app, merchant);
    const value = expectValue(
      await send(t.app, merchant, calls.walletBalance, undefined, { token: member.token }),
      calls.walletBalance,
    );
    expect(value).toEqual({
      balance: 0,
      bonusBalance: 0,
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
      decimals: 2,
    });
  });

  it('answers the balance and funds after money moves, in minor units', async () => {
    const member = await signUp(t.app, dong);
    await move(member.id, 500_000, 'dong-1', dong);
    await move(member.id, -20_000, 'dong-2', dong);
    const balance = expectValue(
      await send(t.app, dong, calls.walletBalance, undefined, { token: member.token }),
      calls.walletBalance,
    );
    expect(balance).toMatchObject({ balance: 480_000, currencySymbol: '₫', decimals: 0 });
    const funds = expectValue(
      await send(t.app, dong, calls.fundsConsolidated, undefined, { token: member.token }),
      calls.fundsConsolidated,
    );
    expect(funds).toMatchObject({ balance: 480_000, withdrawable: 480_000 });
  });

  it('pages the history newest first and filters it by kind and date', async () => {
    const member = await signUp(t.app, merchant);
    for (let i = 1; i <= 22; i += 1) await move(member.id, 100, `h-${member.id}-${i}`);
    await move(member.id, -50, `h-${member.id}-bet`);
    const history = (query: Record<string, string>) =>
      send(t.app, merchant, calls.walletHistory, undefined, { token: member.token, query });
    const first = expectValue(await history({}), calls.walletHistory);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]).toMatchObject({ kind: 'bet', amount: -50, balanceAfter: 2150 });
    const second = expectValue(await history({ page: '2' }), calls.walletHistory);
    expect(second.entries.map((e) => e.balanceAfter)).toEqual([300, 200, 100]);
    const bets = expectValue(await history({ kind: 'bet' }), calls.walletHistory);
    expect(bets.entries).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = expectValue(await history({ from: today, to: today }), calls.walletHistory);
    expect(dated.total).toBe(23);
    const old = expectValue(
      await history({ from: '2020-01-01', to: '2020-01-31' }),
      calls.walletHistory,
    );
    expect(old).toMatchObject({ entries: [], total: 0 });
  });

  it('refuses an unknown kind or a malformed date clearly', async () => {
    const member = await signUp(t.app, merchant);
    const bad: Record<string, string>[] = [
      { kind: 'jackpot' },
      { from: '2026-13-40' },
      { page: '0' },
    ];
    for (const query of bad) {
      expectFailure(
        await send(t.app, merchant, calls.walletHistory, undefined, {
          token: member.token,
          query,
        }),
        400,
        'invalid_request',
      );
    }
  });

  it("never shows one member's entries to another", async () => {
    const owner = await signUp(t.app, merchant);
    const stranger = await signUp(t.app, merchant);
    await move(owner.id, 700, `own-${owner.id}`);
    const seen = expectValue(
      await send(t.app, merchant, calls.walletHistory, undefined, { token: stranger.token }),
      calls.walletHistory,
    );
    expect(seen.total).toBe(0);
  });
});
