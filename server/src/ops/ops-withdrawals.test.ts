import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calls, OPS_WITHDRAWALS_PAGE_SIZE, type OperatorRole } from '@lobby/contract';
import { WalletRepository } from '../wallet/wallet-repository.js';
import {
  addOperator,
  expectFailure,
  expectValue,
  merchantFactory,
  savedWithdrawAccount,
  send,
  signInAs,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

describe.each(testDatabases())('the operator withdrawals queue on $name', (kind) => {
  // Above 5,000 minor units two different operators must approve.
  const wallet = {
    minWithdrawal: 1,
    maxPendingWithdrawals: 3,
    maxPendingDeposits: 5,
    withdrawalApprovalAbove: 5_000,
  };
  const merchant = merchantFactory({ wallet });
  const other = merchantFactory({ wallet });
  const t = useTestApp(kind, async () => ({
    merchants: [merchant, other],
  }));
  const cookies = new Map<string, Promise<string>>();
  /** Operator `name` of the role on the merchant, added and signed in once (argon2id is slow). */
  const asOperator = async (role: OperatorRole = 'finance', name = `${role}-1`, on = merchant) => {
    const key = `${on.code}/${name}`;
    if (!cookies.has(key)) {
      cookies.set(
        key,
        addOperator(t.app, on, role, name).then((op) => signInAs(t.app, on, op)),
      );
    }
    return { headers: { cookie: await cookies.get(key)! } };
  };
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
  const withdraw = async (member: TestMember, amount: number) =>
    expectValue(
      await send(
        t.app,
        merchant,
        calls.requestWithdrawal,
        { amount, accountId: await savedWithdrawAccount(t.app, merchant, member) },
        { token: member.token },
      ),
      calls.requestWithdrawal,
    ).withdrawal;
  const balanceOf = (member: TestMember) =>
    new WalletRepository(t.database.db).balance(merchant.code, Number(member.id));
  const decide = async (
    withdrawalId: string,
    decision: 'approve' | 'reject',
    as: { role?: OperatorRole; name?: string; on?: typeof merchant } = {},
  ) =>
    send(
      t.app,
      as.on ?? merchant,
      calls.opsDecideWithdrawal,
      { withdrawalId, decision },
      await asOperator(as.role, as.name, as.on),
    );
  const auditOf = (withdrawalId: string) =>
    t.app.core.audit.list({
      merchantCode: merchant.code,
      targetType: 'withdrawal',
      targetId: withdrawalId,
      limit: 100,
    });
  const list = async (query: Record<string, string> = {}, role: OperatorRole = 'finance') =>
    expectValue(
      await send(t.app, merchant, calls.opsWithdrawals, undefined, {
        ...(await asOperator(role)),
        query,
      }),
      calls.opsWithdrawals,
    );

  it('lists requests with the account number masked, and a rejection returns the hold once', async () => {
    const member = await funded(10_000);
    const withdrawal = await withdraw(member, 3_000);
    const response = await send(
      t.app,
      merchant,
      calls.opsWithdrawals,
      undefined,
      await asOperator('readOnly'),
    );
    const listed = expectValue(response, calls.opsWithdrawals);
    const fullNumber = `0917${String(member.id).padStart(7, '0').slice(-7)}`;
    expect(response.body).not.toContain(fullNumber);
    expect(listed.withdrawals).toContainEqual({
      ...withdrawal,
      memberId: Number(member.id),
      userName: member.username,
      twoOperators: false,
      firstApproval: null,
      decidedBy: null,
      decidedAt: null,
    });
    expect(listed.approvalAbove).toBe(5_000);

    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide(withdrawal.withdrawalId, 'reject', { name: `finance-${i % 3}` }),
      ),
    );
    expect(results.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of results.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'withdrawal.decided');
    }
    expect(await balanceOf(member)).toBe(10_000);
    const audit = await auditOf(withdrawal.withdrawalId);
    expect(audit.map((entry) => entry.action)).toEqual(['withdrawal.reject']);
  });

  it('reveals the full number to finance only, each reveal in the audit log', async () => {
    const member = await funded(10_000);
    const withdrawal = await withdraw(member, 2_000);
    const revealed = expectValue(
      await send(
        t.app,
        merchant,
        calls.opsRevealWithdrawalAccount,
        { withdrawalId: withdrawal.withdrawalId },
        await asOperator('finance', 'fiona'),
      ),
      calls.opsRevealWithdrawalAccount,
    );
    expect(revealed.account?.accountNumber).toBe(
      `0917${String(member.id).padStart(7, '0').slice(-7)}`,
    );
    const [entry] = await auditOf(withdrawal.withdrawalId);
    expect(entry).toMatchObject({ action: 'withdrawal.reveal', operatorName: 'fiona' });

    for (const role of ['admin', 'support', 'marketing', 'readOnly'] as const) {
      expectFailure(
        await send(
          t.app,
          merchant,
          calls.opsRevealWithdrawalAccount,
          { withdrawalId: withdrawal.withdrawalId },
          await asOperator(role),
        ),
        403,
        'operator.forbidden',
      );
    }
    expect(await auditOf(withdrawal.withdrawalId)).toHaveLength(1);
    expectFailure(
      await send(
        t.app,
        other,
        calls.opsRevealWithdrawalAccount,
        { withdrawalId: withdrawal.withdrawalId },
        await asOperator('finance', 'fiona', other),
      ),
      404,
      'withdrawal.not.found',
    );
  });

  it('each role reads and decides as the matrix says', async () => {
    const member = await funded(10_000);
    const withdrawal = await withdraw(member, 1_000);
    for (const role of ['support', 'marketing'] as const) {
      expectFailure(
        await send(t.app, merchant, calls.opsWithdrawals, undefined, await asOperator(role)),
        403,
        'operator.forbidden',
      );
    }
    for (const role of ['support', 'marketing', 'readOnly'] as const) {
      expectFailure(
        await decide(withdrawal.withdrawalId, 'approve', { role }),
        403,
        'operator.forbidden',
      );
    }
    const approved = expectValue(
      await decide(withdrawal.withdrawalId, 'approve', { role: 'admin', name: 'ada' }),
      calls.opsDecideWithdrawal,
    );
    expect(approved.outcome).toBe('approved');
    expect(approved.withdrawal).toMatchObject({ status: 'approved', decidedBy: 'ada' });
  });

  it('above the threshold one operator approves first and a different one completes it', async () => {
    const member = await funded(20_000);
    // Operators who held their roles before the first approval: a later one may not complete it.
    await asOperator('admin', 'bob');
    const withdrawal = await withdraw(member, 8_000);
    const first = expectValue(
      await decide(withdrawal.withdrawalId, 'approve', { name: 'anna' }),
      calls.opsDecideWithdrawal,
    );
    expect(first.outcome).toBe('awaitingSecond');
    expect(first.withdrawal).toMatchObject({
      status: 'pending',
      twoOperators: true,
      firstApproval: { operatorName: 'anna' },
      decidedBy: null,
    });
    const awaiting = await list({ status: 'awaitingSecond' });
    expect(awaiting.withdrawals.map((w) => w.withdrawalId)).toEqual([withdrawal.withdrawalId]);

    expectFailure(
      await decide(withdrawal.withdrawalId, 'approve', { name: 'anna' }),
      409,
      'withdrawal.same.operator',
    );
    const second = expectValue(
      await decide(withdrawal.withdrawalId, 'approve', { name: 'bob', role: 'admin' }),
      calls.opsDecideWithdrawal,
    );
    expect(second.outcome).toBe('approved');
    expect(second.withdrawal).toMatchObject({
      status: 'approved',
      firstApproval: { operatorName: 'anna' },
      decidedBy: 'bob',
    });
    expect(await balanceOf(member)).toBe(12_000);
    const audit = await auditOf(withdrawal.withdrawalId);
    expect(audit.map((entry) => [entry.action, entry.operatorName])).toEqual([
      ['withdrawal.approve', 'bob'],
      ['withdrawal.approve.first', 'anna'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: 'pending', firstApprovedBy: 'anna' },
      after: { status: 'approved' },
    });
  });

  it('many parallel approvals and rejections of one large request decide it once', async () => {
    const member = await funded(30_000);
    const withdrawal = await withdraw(member, 9_000);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        decide(withdrawal.withdrawalId, i % 6 === 5 ? 'reject' : 'approve', {
          name: `op-${i % 4}`,
        }),
      ),
    );
    const outcomes = results
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => expectValue(answer, calls.opsDecideWithdrawal).outcome);
    const finals = outcomes.filter((outcome) => outcome !== 'awaitingSecond');
    expect(finals).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'awaitingSecond').length).toBeLessThanOrEqual(
      1,
    );
    for (const answer of results.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(['withdrawal.decided', 'withdrawal.same.operator']).toContain(
        answer.json<{ errorCode: string }>().errorCode,
      );
    }
    // The money moved once: held and kept, or held and returned once.
    expect(await balanceOf(member)).toBe(finals[0] === 'approved' ? 21_000 : 30_000);
    const audit = await auditOf(withdrawal.withdrawalId);
    expect(audit).toHaveLength(outcomes.length);
    const releases = await t.database.db
      .selectFrom('wallet_entries')
      .select('amount')
      .where('merchant_code', '=', merchant.code)
      .where('reference', '=', `withdrawal:${withdrawal.withdrawalId}:release`)
      .execute();
    expect(releases).toHaveLength(finals[0] === 'rejected' ? 1 : 0);
  });

  it('many parallel second approvals of different operators pay once', async () => {
    const member = await funded(30_000);
    await Promise.all(Array.from({ length: 5 }, (_, i) => asOperator('finance', `second-${i}`)));
    const withdrawal = await withdraw(member, 7_000);
    expectValue(
      await decide(withdrawal.withdrawalId, 'approve', { name: 'first' }),
      calls.opsDecideWithdrawal,
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide(withdrawal.withdrawalId, 'approve', { name: `second-${i % 5}` }),
      ),
    );
    expect(results.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of results.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'withdrawal.decided');
    }
    expect(await balanceOf(member)).toBe(23_000);
    expect((await auditOf(withdrawal.withdrawalId)).map((entry) => entry.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.approve.first',
    ]);
  });

  it("another merchant's operator can neither see nor decide the request", async () => {
    const member = await funded(5_000);
    const withdrawal = await withdraw(member, 1_000);
    const theirs = expectValue(
      await send(
        t.app,
        other,
        calls.opsWithdrawals,
        undefined,
        await asOperator('admin', 'xavier', other),
      ),
      calls.opsWithdrawals,
    );
    expect(theirs.withdrawals.map((w) => w.withdrawalId)).not.toContain(withdrawal.withdrawalId);
    expectFailure(
      await decide(withdrawal.withdrawalId, 'approve', { on: other }),
      404,
      'withdrawal.not.found',
    );
    expectFailure(
      await send(t.app, other, calls.opsWithdrawalActivity, undefined, {
        ...(await asOperator('finance', 'fred', other)),
        query: { withdrawalId: withdrawal.withdrawalId },
      }),
      404,
      'withdrawal.not.found',
    );
  });

  it('refuses a player and a visitor', async () => {
    const member = await signUp(t.app, merchant);
    expectFailure(
      await send(t.app, merchant, calls.opsWithdrawals, undefined, { token: member.token }),
      401,
      'operator.not.login',
    );
  });

  it('the member’s recent activity beside a request', async () => {
    const member = await funded(10_000);
    const repository = new WalletRepository(t.database.db);
    const memberId = Number(member.id);
    for (const [kind, amount, reference] of [
      ['bet', -1_500, 'bet-1'],
      ['win', 600, 'win-1'],
      ['bet', -500, 'bet-2'],
    ] as const) {
      await repository.post({
        merchantCode: merchant.code,
        memberId,
        kind,
        amount,
        reference: `${reference}-${memberId}`,
      });
    }
    const withdrawal = await withdraw(member, 2_000);
    const activity = expectValue(
      await send(t.app, merchant, calls.opsWithdrawalActivity, undefined, {
        ...(await asOperator('readOnly')),
        query: { withdrawalId: withdrawal.withdrawalId },
      }),
      calls.opsWithdrawalActivity,
    );
    expect(activity).toMatchObject({
      memberId,
      userName: member.username,
      balance: 10_000 - 1_500 + 600 - 500 - 2_000,
      bonusBalance: 0,
      totals: { deposited: 10_000, withdrawn: 0, staked: 2_000, won: 600 },
      withdrawals: [{ withdrawalId: withdrawal.withdrawalId, amount: 2_000, status: 'pending' }],
    });
    expect(activity.plays.map((play) => [play.kind, play.amount])).toEqual([
      ['bet', -500],
      ['win', 600],
      ['bet', -1_500],
    ]);
  });

  it('pages, filters and sorts 210 tiny requests and a real one', async () => {
    const real = await funded(50_000);
    const withdrawal = await withdraw(real, 20_000);
    const spammer = await signUp(t.app, merchant);
    const old = randomUUID();
    await t.database.db
      .insertInto('withdrawals')
      .values([
        ...Array.from({ length: 210 }, () => ({
          id: randomUUID(),
          merchant_code: merchant.code,
          member_id: Number(spammer.id),
          amount: 1,
        })),
        {
          id: old,
          merchant_code: merchant.code,
          member_id: Number(spammer.id),
          amount: 2,
          created_at: new Date(Date.now() - 72 * 3_600_000),
        },
      ])
      .execute();

    const pages = [await list()];
    const pageCount = Math.ceil(pages[0]!.total / OPS_WITHDRAWALS_PAGE_SIZE);
    for (let page = 2; page <= pageCount; page += 1) pages.push(await list({ page: String(page) }));
    const seen = pages.flatMap((page) => page.withdrawals.map((w) => w.withdrawalId));
    expect(pages[0]!.withdrawals).toHaveLength(OPS_WITHDRAWALS_PAGE_SIZE);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('merchant_code', '=', merchant.code)
      .execute();
    expect(pages[0]!.total).toBe(all.length);
    expect(seen.toSorted()).toEqual(all.map((row) => row.id).toSorted());
    // The queue serves the longest waiting first.
    expect(seen[0]).toBe(old);

    const only = async (query: Record<string, string>) =>
      (await list(query)).withdrawals.map((w) => w.withdrawalId);
    expect((await only({ sort: 'largest' }))[0]).toBe(withdrawal.withdrawalId);
    expect((await only({ sort: 'oldest' }))[0]).toBe(old);
    expect(await only({ userName: real.username.toUpperCase() })).toEqual([
      withdrawal.withdrawalId,
    ]);
    expect(await only({ minAmount: '20000', maxAmount: '20000' })).toEqual([
      withdrawal.withdrawalId,
    ]);
    expect(await only({ minAgeHours: '48' })).toEqual([old]);
    expect(await only({ userName: spammer.username, maxAgeHours: '48', minAmount: '2' })).toEqual(
      [],
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(await only({ userName: real.username, from: today, to: today })).toEqual([
      withdrawal.withdrawalId,
    ]);
    expect(await only({ userName: real.username, to: '2000-01-01' })).toEqual([]);
    expect(await only({ userName: real.username, status: 'approved' })).toEqual([]);
    for (const query of [
      { page: '0' } as Record<string, string>,
      { sort: 'random' },
      { minAmount: '5', maxAmount: '4' },
      { minAgeHours: '99999999' },
      { status: 'pending\u0000' },
    ]) {
      expectFailure(
        await send(t.app, merchant, calls.opsWithdrawals, undefined, {
          ...(await asOperator()),
          query,
        }),
        400,
        'invalid_request',
      );
    }
  });
});
