import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { runWalletCommand } from '../cli/wallet-command.js';
import { WalletEvents } from './wallet-events.js';
import { WalletRepository } from './wallet-repository.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  savedWithdrawAccount,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

describe.each(testDatabases())('withdrawals on $name', (kind) => {
  // No minimum and room for many pending requests; `capped` keeps the default limits.
  const merchant = merchantFactory({
    wallet: { minWithdrawal: 1, maxPendingWithdrawals: 100, maxPendingDeposits: 5 },
  });
  const capped = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, capped] });
  const repository = () => new WalletRepository(t.database.db);
  const funded = async (amount: number, on = merchant) => {
    const member = await signUp(t.app, on);
    await repository().post({
      merchantCode: on.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount,
      reference: `fund-${member.id}`,
    });
    return member;
  };
  const balanceOf = (member: TestMember, on = merchant) =>
    repository().balance(on.code, Number(member.id));
  // One saved account per member, asked for once however many withdrawals start at once.
  const accounts = new Map<string, Promise<string>>();
  const withdraw = async (member: TestMember, amount: number, on = merchant) => {
    if (!accounts.has(member.id)) {
      accounts.set(member.id, savedWithdrawAccount(t.app, on, member));
    }
    const accountId = await accounts.get(member.id)!;
    return send(t.app, on, calls.requestWithdrawal, { amount, accountId }, { token: member.token });
  };

  const operator = async (...args: string[]) => operatorAs(undefined, ...args);
  const operatorAs = async (user: string | undefined, ...args: string[]) => {
    const lines: string[] = [];
    const code = await runWalletCommand(args, {
      db: t.database.db,
      user,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    return { code, output: lines.join('\n') };
  };
  const statesOf = async (member: TestMember, on = merchant) =>
    expectValue(
      await send(t.app, on, calls.memberWithdrawals, undefined, { token: member.token }),
      calls.memberWithdrawals,
    ).withdrawals.map((withdrawal) => withdrawal.status);

  it('the command line approves a large withdrawal as two different users, audited', async () => {
    // The default threshold: 50,000 major units.
    const member = await funded(6_000_000);
    const { withdrawal } = expectValue(await withdraw(member, 5_000_001), calls.requestWithdrawal);
    const first = await operatorAs('ana', 'approve', withdrawal.withdrawalId);
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/^First approval/);
    expect(await statesOf(member)).toEqual(['pending']);
    const again = await operatorAs('ana', 'approve', withdrawal.withdrawalId);
    expect(again.code).toBe(1);
    expect(await statesOf(member)).toEqual(['pending']);
    expect((await operatorAs('ben', 'approve', withdrawal.withdrawalId)).code).toBe(0);
    expect(await statesOf(member)).toEqual(['approved']);
    const audit = await t.app.core.audit.list({
      merchantCode: merchant.code,
      targetId: withdrawal.withdrawalId,
      limit: 10,
    });
    expect(audit.map((entry) => [entry.action, entry.operatorName, entry.ip])).toEqual([
      ['withdrawal.approve', 'cli:ben', null],
      ['withdrawal.approve.first', 'cli:ana', null],
    ]);
  });

  it("takes no withdrawal without one of the member's own saved accounts", async () => {
    const member = await funded(10_000);
    const stranger = await signUp(t.app, merchant);
    const theirs = await savedWithdrawAccount(t.app, merchant, stranger);
    const request = (body: object) =>
      send(t.app, merchant, calls.requestWithdrawal, body, { token: member.token });
    expectFailure(await request({ amount: 1_000 }), 400, 'invalid_request');
    expectFailure(
      await request({ amount: 1_000, accountId: theirs }),
      404,
      'withdraw.account.not.found',
    );
    expect(await balanceOf(member)).toBe(10_000);
  });

  it('holds the amount at once, and the member sees the request pending', async () => {
    const member = await funded(10_000);
    const value = expectValue(await withdraw(member, 4_000), calls.requestWithdrawal);
    expect(value).toMatchObject({
      balance: 6_000,
      withdrawal: { amount: 4_000, status: 'pending' },
    });
    expect(await balanceOf(member)).toBe(6_000);
    expect(await statesOf(member)).toEqual(['pending']);
  });

  it('records one withdraw event per request, with its amount and currency, and none when refused', async () => {
    const member = await funded(10_000);
    const { withdrawal } = expectValue(await withdraw(member, 4_000), calls.requestWithdrawal);
    expectFailure(await withdraw(member, 7_000), 409, 'wallet.insufficient.funds');
    await operator('reject', withdrawal.withdrawalId);
    const events = await new WalletEvents(t.database.db).list(merchant.code, Number(member.id));
    expect(events).toEqual([
      {
        merchantCode: merchant.code,
        memberId: Number(member.id),
        name: 'withdraw',
        amount: 4_000,
        currency: merchant.currency,
        reference: withdrawal.withdrawalId,
      },
    ]);
  });

  it('refuses a withdrawal the balance does not cover', async () => {
    const member = await funded(1_000);
    expectFailure(await withdraw(member, 1_001), 409, 'wallet.insufficient.funds');
    expect(await balanceOf(member)).toBe(1_000);
    expect(await statesOf(member)).toEqual([]);
  });

  it('the operator approves: the money stays out; a second decision changes nothing', async () => {
    const member = await funded(5_000);
    const { withdrawal } = expectValue(await withdraw(member, 2_000), calls.requestWithdrawal);
    const approved = await operator('approve', withdrawal.withdrawalId);
    expect(approved.code).toBe(0);
    expect(approved.output).toMatch(/^Approved/);
    expect(await statesOf(member)).toEqual(['approved']);
    expect((await operator('reject', withdrawal.withdrawalId)).code).toBe(1);
    expect(await balanceOf(member)).toBe(3_000);
  });

  it('the operator rejects: the hold returns once, whatever the repeats', async () => {
    const member = await funded(5_000);
    const { withdrawal } = expectValue(await withdraw(member, 2_000), calls.requestWithdrawal);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => operator('reject', withdrawal.withdrawalId)),
    );
    expect(results.filter((result) => result.code === 0)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(5_000);
    expect(await statesOf(member)).toEqual(['rejected']);
    const { entries } = await repository().entries(merchant.code, Number(member.id), {
      limit: 10,
      offset: 0,
    });
    expect(entries.map((entry) => entry.kind)).toEqual([
      'withdrawal_release',
      'withdrawal_hold',
      'deposit',
    ]);
  });

  it('answers usage mistakes and unknown ids clearly', async () => {
    expect((await operator('delete', 'x')).code).toBe(2);
    expect((await operator('approve')).code).toBe(2);
    const unknown = await operator('approve', '00000000-0000-0000-0000-000000000000');
    expect(unknown).toEqual({
      code: 1,
      output: 'No withdrawal 00000000-0000-0000-0000-000000000000.',
    });
  });

  it('50 concurrent withdrawals never overdraw, and the entries sum to the balance', async () => {
    const member = await funded(10_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(member, 700)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(14);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'wallet.insufficient.funds');
    }
    expect(await balanceOf(member)).toBe(200);
    expect(await repository().entrySum(merchant.code, Number(member.id))).toBe(200);
    expect(await statesOf(member)).toHaveLength(14);
    const events = await new WalletEvents(t.database.db).list(merchant.code, Number(member.id));
    expect(events.filter((event) => event.name === 'withdraw')).toHaveLength(14);
  });

  it('a request row that cannot be written leaves no hold: the two are one transaction', async () => {
    const member = await funded(10_000);
    // The database refuses this one request row, after the hold would have been posted.
    await sql`
      CREATE FUNCTION refuse_withdrawal_666() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.amount = 666 THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`.execute(t.database.db);
    await sql`
      CREATE TRIGGER refuse_withdrawal_666 BEFORE INSERT ON withdrawals
      FOR EACH ROW EXECUTE FUNCTION refuse_withdrawal_666()`.execute(t.database.db);
    try {
      const refused = await withdraw(member, 666);
      expect(refused.statusCode).toBe(500);
      expect(await balanceOf(member)).toBe(10_000);
      expect(await repository().entrySum(merchant.code, Number(member.id))).toBe(10_000);
      expect(await statesOf(member)).toEqual([]);
      expectValue(await withdraw(member, 1_000), calls.requestWithdrawal);
      expect(await balanceOf(member)).toBe(9_000);
    } finally {
      await sql`DROP TRIGGER refuse_withdrawal_666 ON withdrawals`.execute(t.database.db);
      await sql`DROP FUNCTION refuse_withdrawal_666()`.execute(t.database.db);
    }
  });

  it("refuses a withdrawal below the merchant's minimum, holding nothing", async () => {
    // The default minimum is 100 major units: ₱100.00.
    const member = await funded(50_000, capped);
    expectFailure(await withdraw(member, 9_999, capped), 400, 'withdrawal.below.minimum');
    expect(await balanceOf(member, capped)).toBe(50_000);
    expect(await statesOf(member, capped)).toEqual([]);
    expectValue(await withdraw(member, 10_000, capped), calls.requestWithdrawal);
    expect(await balanceOf(member, capped)).toBe(40_000);
  });

  it('20 requests at once leave at most 3 pending; a decision makes room for one more', async () => {
    const member = await funded(1_000_000, capped);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(member, 10_000, capped)),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(3);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'withdrawal.pending.limit');
    }
    expect(await balanceOf(member, capped)).toBe(970_000);
    expect(await repository().entrySum(capped.code, Number(member.id))).toBe(970_000);
    expect(await statesOf(member, capped)).toEqual(['pending', 'pending', 'pending']);
    expectFailure(await withdraw(member, 10_000, capped), 409, 'withdrawal.pending.limit');
    const [first] = taken.map((answer) => expectValue(answer, calls.requestWithdrawal));
    expect((await operator('approve', first!.withdrawal.withdrawalId)).code).toBe(0);
    expectValue(await withdraw(member, 10_000, capped), calls.requestWithdrawal);
    expect(await balanceOf(member, capped)).toBe(960_000);
  });

  it('a release that cannot be written leaves the request pending: the two are one transaction', async () => {
    const member = await funded(10_000);
    const { withdrawal } = expectValue(await withdraw(member, 4_000), calls.requestWithdrawal);
    // The database refuses the release's ledger entry, after the rejection would have been marked.
    await sql`
      CREATE FUNCTION refuse_release() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'withdrawal_release' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`.execute(t.database.db);
    await sql`
      CREATE TRIGGER refuse_release BEFORE INSERT ON wallet_entries
      FOR EACH ROW EXECUTE FUNCTION refuse_release()`.execute(t.database.db);
    try {
      await expect(operator('reject', withdrawal.withdrawalId)).rejects.toThrow();
      expect(await statesOf(member)).toEqual(['pending']);
      expect(await balanceOf(member)).toBe(6_000);
    } finally {
      await sql`DROP TRIGGER refuse_release ON wallet_entries`.execute(t.database.db);
      await sql`DROP FUNCTION refuse_release()`.execute(t.database.db);
    }
    expect((await operator('reject', withdrawal.withdrawalId)).code).toBe(0);
    expect(await statesOf(member)).toEqual(['rejected']);
    expect(await balanceOf(member)).toBe(10_000);
  });
});
