import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MemberRepository } from '../accounts/member-repository.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { WalletRepository } from './wallet-repository.js';

describe.each(testDatabases())('WalletRepository on $name', (kind) => {
  let database: DatabaseHandle;
  let wallet: WalletRepository;
  const merchant = merchantFactory();
  const other = merchantFactory();
  let counter = 0;

  const newMember = async (merchantCode = merchant.code) => {
    counter += 1;
    const member = await new MemberRepository(database.db).insert({
      merchantCode,
      username: `wallet_player_${counter}`,
      mobile: null,
      passwordHash: 'not-a-hash',
      passwordIsDefault: false,
      agentApplication: 'none',
      language: 'EN',
      registration: {},
    });
    return member!.id;
  };
  const post = (
    memberId: number,
    amount: number,
    reference: string,
    merchantCode = merchant.code,
  ) =>
    wallet.post({
      merchantCode,
      memberId,
      kind: amount > 0 ? 'deposit' : 'bet',
      amount,
      reference,
    });

  beforeAll(async () => {
    database = await kind.open();
    wallet = new WalletRepository(database.db);
    await new MerchantRepository(database.db).saveAll([merchant, other]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('posts a movement with the balance after it, and starts from zero', async () => {
    const member = await newMember();
    expect(await wallet.balance(merchant.code, member)).toBe(0);
    const posted = await post(member, 12_345, 'dep-1');
    expect(posted).toMatchObject({
      status: 'posted',
      entry: { kind: 'deposit', amount: 12_345, balanceAfter: 12_345, memberId: member },
    });
    const bet = await post(member, -345, 'bet-1');
    expect(bet).toMatchObject({ status: 'posted', entry: { amount: -345, balanceAfter: 12_000 } });
    expect(await wallet.balance(merchant.code, member)).toBe(12_000);
  });

  it('refuses a debit below zero and changes nothing', async () => {
    const member = await newMember();
    await post(member, 100, 'small');
    expect(await post(member, -101, 'too-much')).toEqual({ status: 'insufficient', balance: 100 });
    expect(await wallet.balance(merchant.code, member)).toBe(100);
    expect(await wallet.findByReference(merchant.code, 'too-much')).toBeUndefined();
  });

  it('moves money once per reference, even when the retries race', async () => {
    const member = await newMember();
    await post(member, 1000, 'seed-once');
    const results = await Promise.all(Array.from({ length: 10 }, () => post(member, -300, 'r-1')));
    expect(results.filter((r) => r.status === 'posted')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(9);
    expect(await wallet.balance(merchant.code, member)).toBe(700);
  });

  it('50 concurrent debits never overdraw, and the entries sum to the balance', async () => {
    const member = await newMember();
    await post(member, 1000, 'seed-50');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(member, -70, `debit-${i}`)),
    );
    // 1000 / 70: fourteen fit, the other thirty-six are refused.
    expect(results.filter((r) => r.status === 'posted')).toHaveLength(14);
    expect(results.filter((r) => r.status === 'insufficient')).toHaveLength(36);
    const balance = await wallet.balance(merchant.code, member);
    expect(balance).toBe(20);
    expect(await wallet.entrySum(merchant.code, member)).toBe(balance);
    const afters = results.flatMap((r) => (r.status === 'posted' ? [r.entry.balanceAfter] : []));
    expect(new Set(afters).size).toBe(14);
    expect(Math.min(...afters)).toBe(20);
  });

  it('keeps references and members per merchant', async () => {
    const onA = await newMember();
    const onB = await newMember(other.code);
    await post(onA, 500, 'shared-ref');
    expect(await post(onB, 500, 'shared-ref', other.code)).toMatchObject({ status: 'posted' });
    // A member of merchant B has no wallet on merchant A.
    expect(await post(onB, 500, 'cross', merchant.code)).toEqual({ status: 'unknown_member' });
    expect(await wallet.balance(merchant.code, onB)).toBe(0);
  });

  it('pages and filters the ledger by kind and date', async () => {
    const member = await newMember();
    await post(member, 300, 'p-1');
    await post(member, -100, 'p-2');
    await post(member, 200, 'p-3');
    const page = await wallet.entries(merchant.code, member, { limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.entries.map((e) => e.reference)).toEqual(['p-3', 'p-2']);
    const bets = await wallet.entries(merchant.code, member, {
      kinds: ['bet'],
      limit: 10,
      offset: 0,
    });
    expect(bets.entries.map((e) => e.reference)).toEqual(['p-2']);
    const future = await wallet.entries(merchant.code, member, {
      from: new Date(Date.now() + 3_600_000),
      limit: 10,
      offset: 0,
    });
    expect(future).toEqual({ entries: [], total: 0 });
  });

  it('refuses to change an entry once written', async () => {
    const member = await newMember();
    await post(member, 50, 'fixed');
    await expect(
      database.db
        .updateTable('wallet_entries')
        .set({ amount: 5000 })
        .where('reference', '=', 'fixed')
        .execute(),
    ).rejects.toThrow(/append-only/);
  });
});
