import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calls, OPS_WITHDRAWALS_PAGE_SIZE } from '@lobby/contract';
import { WalletRepository } from '../wallet/wallet-repository.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  PASSWORD,
  savedWithdrawAccount,
  send,
  signInOperator,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

describe.each(testDatabases())('the operator withdrawals page calls on $name', (kind) => {
  const wallet = { minWithdrawal: 1, maxPendingWithdrawals: 3, maxPendingDeposits: 5 };
  const merchant = merchantFactory({ wallet });
  const other = merchantFactory({ wallet });
  const t = useTestApp(kind, async () => ({
    merchants: [merchant, other],
  }));
  const funded = async (amount: number) => {
    const member = await signUp(t.app, merchant);
    await new WalletRepository(t.database.db).post({
      merchantCode: merchant.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount,
      reference: `fund-${member.id}`,
    });
    return member;
  };
  const balanceOf = (member: TestMember) =>
    new WalletRepository(t.database.db).balance(merchant.code, Number(member.id));
  const asOperator = async (on = merchant) => ({
    headers: { cookie: await signInOperator(t.app, on) },
  });
  const decide = async (withdrawalId: string, decision: 'approve' | 'reject', on = merchant) =>
    send(t.app, on, calls.opsDecideWithdrawal, { withdrawalId, decision }, await asOperator(on));

  it('lists requests with the full account number, and a rejection returns the hold once', async () => {
    const member = await funded(10_000);
    const { account } = expectValue(
      await send(
        t.app,
        merchant,
        calls.addWithdrawAccount,
        {
          type: 'ewallet',
          provider: 'GCash',
          holderName: 'Juan',
          accountNumber: '09171234567',
          password: PASSWORD,
        },
        { token: member.token },
      ),
      calls.addWithdrawAccount,
    );
    const { withdrawal } = expectValue(
      await send(
        t.app,
        merchant,
        calls.requestWithdrawal,
        { amount: 3_000, accountId: account.accountId },
        { token: member.token },
      ),
      calls.requestWithdrawal,
    );
    const listed = expectValue(
      await send(t.app, merchant, calls.opsWithdrawals, undefined, await asOperator()),
      calls.opsWithdrawals,
    );
    expect(listed.currency).toBe(merchant.currency);
    expect(listed.withdrawals).toContainEqual({
      ...withdrawal,
      userName: member.username,
      accountNumber: '09171234567',
    });

    const results = await Promise.all(
      Array.from({ length: 4 }, () => decide(withdrawal.withdrawalId, 'reject')),
    );
    expect(results.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of results.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'withdrawal.decided');
    }
    expect(await balanceOf(member)).toBe(10_000);
  });

  it("another merchant's operator can neither see nor decide the request", async () => {
    const member = await funded(5_000);
    const { withdrawal } = expectValue(
      await send(
        t.app,
        merchant,
        calls.requestWithdrawal,
        { amount: 1_000, accountId: await savedWithdrawAccount(t.app, merchant, member) },
        { token: member.token },
      ),
      calls.requestWithdrawal,
    );
    const theirs = expectValue(
      await send(t.app, other, calls.opsWithdrawals, undefined, await asOperator(other)),
      calls.opsWithdrawals,
    );
    expect(theirs.withdrawals.map((w) => w.withdrawalId)).not.toContain(withdrawal.withdrawalId);
    expectFailure(
      await decide(withdrawal.withdrawalId, 'approve', other),
      404,
      'withdrawal.not.found',
    );
    const approved = expectValue(
      await decide(withdrawal.withdrawalId, 'approve'),
      calls.opsDecideWithdrawal,
    );
    expect(approved.withdrawal.status).toBe('approved');
    expect(await balanceOf(member)).toBe(4_000);
  });

  it('refuses a player and a visitor', async () => {
    const member = await signUp(t.app, merchant);
    expectFailure(
      await send(t.app, merchant, calls.opsWithdrawals, undefined, { token: member.token }),
      401,
      'operator.not.login',
    );
  });

  it('210 tiny requests made after a real one leave it reachable by paging and by filters', async () => {
    const real = await funded(50_000);
    const { withdrawal } = expectValue(
      await send(
        t.app,
        merchant,
        calls.requestWithdrawal,
        { amount: 20_000, accountId: await savedWithdrawAccount(t.app, merchant, real) },
        { token: real.token },
      ),
      calls.requestWithdrawal,
    );
    const spammer = await signUp(t.app, merchant);
    await t.database.db
      .insertInto('withdrawals')
      .values(
        Array.from({ length: 210 }, () => ({
          id: randomUUID(),
          merchant_code: merchant.code,
          member_id: Number(spammer.id),
          amount: 1,
        })),
      )
      .execute();
    // One operator sign-in for the whole walk: each costs an argon2id verify.
    const operator = await asOperator();
    const list = async (query: Record<string, string> = {}) =>
      expectValue(
        await send(t.app, merchant, calls.opsWithdrawals, undefined, { ...operator, query }),
        calls.opsWithdrawals,
      );

    const pages = [await list()];
    expect(pages[0]!.previous).toBeNull();
    while (pages.at(-1)!.next) pages.push(await list({ after: pages.at(-1)!.next! }));
    const seen = pages.flatMap((page) => page.withdrawals.map((w) => w.withdrawalId));
    expect(pages[0]!.withdrawals).toHaveLength(OPS_WITHDRAWALS_PAGE_SIZE);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(withdrawal.withdrawalId);
    // Every request of the merchant once, though the 210 share one time (written in one statement).
    const all = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('merchant_code', '=', merchant.code)
      .execute();
    expect(all.length).toBeGreaterThan(210);
    expect(seen.toSorted()).toEqual(all.map((row) => row.id).toSorted());
    // Back from the second page is the first page again.
    const back = await list({ before: pages[1]!.previous! });
    expect(back.withdrawals).toEqual(pages[0]!.withdrawals);
    expect(back.previous).toBeNull();

    const only = async (query: Record<string, string>) =>
      (await list(query)).withdrawals.map((w) => w.withdrawalId);
    expect(await only({ userName: real.username.toUpperCase() })).toEqual([
      withdrawal.withdrawalId,
    ]);
    expect(await only({ minAmount: '20000', maxAmount: '20000' })).toEqual([
      withdrawal.withdrawalId,
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await only({ userName: real.username, from: today, to: today })).toEqual([
      withdrawal.withdrawalId,
    ]);
    expect(await only({ userName: real.username, to: '2000-01-01' })).toEqual([]);
    expect(await only({ userName: real.username, status: 'approved' })).toEqual([]);
    expectFailure(
      await send(t.app, merchant, calls.opsWithdrawals, undefined, {
        ...operator,
        query: { after: '2.1' },
      }),
      400,
      'invalid_request',
    );
  });
});
