import { describe, expect, it } from 'vitest';
import { calls, DASHBOARD_FIGURES, type OperatorRole } from '@lobby/contract';
import type { WalletEntryKind } from '@lobby/contract';
import { runDailyReport } from '../cli/daily-report-command.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signInAs,
  addOperator,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('the dashboard on $name', (kind) => {
  // Manila is UTC+8: a day there starts at 16:00 UTC the day before.
  const merchant = merchantFactory({ timeZone: 'Asia/Manila', currency: 'PHP' });
  const other = merchantFactory({ currency: 'PHP' });
  const now = at('2026-03-02T12:00:00Z');
  const t = useTestApp(kind, async () => ({
    merchants: [merchant, other],
    now: () => now,
  }));
  const cookies = new Map<OperatorRole, Promise<string>>();
  /** An operator of the role, added and signed in once (`${role}-1`). */
  const asOperator = async (role: OperatorRole = 'finance') => {
    if (!cookies.has(role)) {
      cookies.set(
        role,
        addOperator(t.app, merchant, role, `${role}-1`).then((op) => signInAs(t.app, merchant, op)),
      );
    }
    return { headers: { cookie: await cookies.get(role)! } };
  };

  let sequence = 0;
  const seedMember = async (code: string, createdAt: string) => {
    sequence += 1;
    const name = `dash${sequence}`;
    const row = await t.database.db
      .insertInto('members')
      .values({
        merchant_code: code,
        username: name,
        username_folded: name,
        password_hash: 'x',
        created_at: at(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const entry = async (
    code: string,
    memberId: number,
    kind: WalletEntryKind,
    amount: number,
    createdAt: string,
    account: 'cash' | 'bonus' = 'cash',
  ) => {
    sequence += 1;
    await t.database.db
      .insertInto('wallet_entries')
      .values({
        merchant_code: code,
        member_id: memberId,
        kind,
        account,
        amount,
        balance_after: 1_000_000,
        reference: `seed-${sequence}`,
        created_at: at(createdAt),
      })
      .execute();
  };
  const withdrawal = async (
    memberId: number,
    amount: number,
    status: 'pending' | 'approved' | 'rejected',
    decidedAt: string | null,
  ) => {
    sequence += 1;
    await t.database.db
      .insertInto('withdrawals')
      .values({
        id: `w-${sequence}`,
        merchant_code: merchant.code,
        member_id: memberId,
        amount,
        status,
        created_at: at('2026-03-01T01:00:00Z'),
        decided_at: decidedAt ? at(decidedAt) : null,
      })
      .execute();
  };

  const seed = async () => {
    const m = merchant.code;
    // A registers at 01:00 on 1 March in Manila (still 28 February in UTC).
    const a = await seedMember(m, '2026-02-28T17:00:00Z');
    const b = await seedMember(m, '2026-03-01T20:00:00Z');
    const c = await seedMember(m, '2026-01-10T05:00:00Z');
    await entry(m, a, 'deposit', 10_000, '2026-03-01T02:00:00Z');
    // 00:30 on 2 March in Manila: a second deposit, not a first.
    await entry(m, a, 'deposit', 5_000, '2026-03-01T16:30:00Z');
    await entry(m, c, 'deposit', 3_000, '2026-01-11T05:00:00Z');
    await entry(m, c, 'deposit', 4_000, '2026-03-02T03:00:00Z');
    await entry(m, b, 'deposit', 2_000, '2026-03-02T01:00:00Z');
    await entry(m, a, 'bet', -1_000, '2026-03-01T03:00:00Z');
    await entry(m, a, 'win', 300, '2026-03-01T03:01:00Z');
    await entry(m, a, 'bet', -200, '2026-03-01T03:02:00Z', 'bonus');
    await entry(m, a, 'rollback', 100, '2026-03-01T03:03:00Z');
    await entry(m, c, 'bet', -500, '2026-03-02T04:00:00Z');
    await entry(m, b, 'bet', -400, '2026-03-02T05:00:00Z');
    await entry(m, b, 'win', 1_000, '2026-03-02T05:01:00Z');
    await entry(m, a, 'bonus_convert', -700, '2026-03-02T06:00:00Z', 'bonus');
    await entry(m, a, 'bonus_convert', 700, '2026-03-02T06:00:00Z');
    await withdrawal(a, 4_000, 'approved', '2026-03-01T18:00:00Z');
    await withdrawal(c, 1_000, 'approved', '2026-03-01T05:00:00Z');
    await withdrawal(c, 9_000, 'pending', null);
    await withdrawal(b, 8_000, 'rejected', '2026-03-02T05:00:00Z');
    // Another merchant's money on the same days counts nothing here.
    const x = await seedMember(other.code, '2026-03-01T05:00:00Z');
    await entry(other.code, x, 'deposit', 99_000, '2026-03-01T05:00:00Z');
    await entry(other.code, x, 'bet', -9_000, '2026-03-01T06:00:00Z');
  };
  let seeding: Promise<void> | undefined;
  const dashboard = async (query: Record<string, string>, role: OperatorRole = 'readOnly') => {
    seeding ??= seed();
    await seeding;
    return send(t.app, merchant, calls.opsDashboard, undefined, {
      ...(await asOperator(role)),
      query,
    });
  };

  const zero = Object.fromEntries(DASHBOARD_FIGURES.map((name) => [name, 0]));
  const march1 = {
    ...zero,
    day: '2026-03-01',
    registrations: 1,
    firstDeposits: 1,
    firstDepositAmount: 10_000,
    deposits: 1,
    depositAmount: 10_000,
    withdrawals: 1,
    withdrawalAmount: 1_000,
    grossGamingRevenue: 600,
    activePlayers: 1,
  };
  const march2 = {
    ...zero,
    day: '2026-03-02',
    registrations: 1,
    firstDeposits: 1,
    firstDepositAmount: 2_000,
    deposits: 3,
    depositAmount: 11_000,
    withdrawals: 1,
    withdrawalAmount: 4_000,
    grossGamingRevenue: -100,
    bonusCost: 700,
    activePlayers: 2,
  };

  it('counts each figure per day in the merchant’s time zone, exactly', async () => {
    const value = expectValue(
      await dashboard({ from: '2026-02-28', to: '2026-03-03' }),
      calls.opsDashboard,
    );
    expect(value.timeZone).toBe('Asia/Manila');
    expect(value.days).toEqual([
      { ...zero, day: '2026-02-28' },
      march1,
      march2,
      { ...zero, day: '2026-03-03' },
    ]);
    expect(value.totals).toEqual({
      registrations: 2,
      firstDeposits: 2,
      firstDepositAmount: 12_000,
      deposits: 4,
      depositAmount: 21_000,
      withdrawals: 2,
      withdrawalAmount: 5_000,
      grossGamingRevenue: 500,
      bonusCost: 700,
      activePlayers: 3,
    });
  });

  it('answers the last 30 days up to today there by default, and refuses bad ranges', async () => {
    const value = expectValue(await dashboard({}), calls.opsDashboard);
    expect(value.days).toHaveLength(30);
    expect(value.to).toBe('2026-03-02');
    expect(value.days.at(-1)).toEqual(march2);
    for (const query of [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2024-01-01', to: '2026-01-01' },
      { from: '2026-02-30' },
      { from: '0000-01-01' },
      { to: '2026-03-01\u0000' },
    ]) {
      expectFailure(await dashboard(query as Record<string, string>), 400, 'invalid_request');
    }
    // One end alone: the default window from it.
    const window = expectValue(await dashboard({ from: '2026-03-01' }), calls.opsDashboard);
    expect([window.from, window.to, window.days.length]).toEqual(['2026-03-01', '2026-03-30', 30]);
    expect(window.days[0]).toEqual(march1);
  });

  it('npm run report -- daily prints the numbers the dashboard answers', async () => {
    const query = { from: '2026-02-28', to: '2026-03-03' };
    const value = expectValue(await dashboard(query), calls.opsDashboard);
    const lines: string[] = [];
    const code = await runDailyReport(
      ['--merchant', merchant.code, '--from', query.from, '--to', query.to],
      { db: t.database.db, out: (line) => lines.push(line), err: (line) => lines.push(line) },
    );
    expect(code).toBe(0);
    const cells = (first: string) =>
      lines
        .find((line) => line.startsWith(first))!
        .trim()
        .split(/\s+/)
        .slice(1);
    const major = (name: string, amount: number) =>
      [
        'firstDepositAmount',
        'depositAmount',
        'withdrawalAmount',
        'grossGamingRevenue',
        'bonusCost',
      ].includes(name)
        ? (amount / 100).toFixed(2)
        : String(amount);
    expect(cells('day')).toEqual([...DASHBOARD_FIGURES]);
    for (const day of value.days) {
      expect(cells(day.day)).toEqual(DASHBOARD_FIGURES.map((name) => major(name, day[name])));
    }
    expect(cells('total')).toEqual(
      DASHBOARD_FIGURES.map((name) => major(name, value.totals[name])),
    );
    expect(
      await runDailyReport(['--merchant', 'nobody'], { db: t.database.db, out() {}, err() {} }),
    ).toBe(1);
    expect(
      await runDailyReport(['--merchant', merchant.code, '--from', 'yesterday'], {
        db: t.database.db,
        out() {},
        err() {},
      }),
    ).toBe(2);
  });

  it('exports CSV for the roles the matrix allows, each export in the audit log', async () => {
    await dashboard({});
    const exported = expectValue(
      await send(
        t.app,
        merchant,
        calls.opsDashboardExport,
        { from: '2026-03-01', to: '2026-03-02' },
        await asOperator('marketing'),
      ),
      calls.opsDashboardExport,
    );
    expect(exported.fileName).toBe(`${merchant.code}-daily-2026-03-01-2026-03-02.csv`);
    expect(exported.csv.split('\r\n')).toEqual([
      `day,${DASHBOARD_FIGURES.join(',')}`,
      '2026-03-01,1,1,100.00,1,100.00,1,10.00,6.00,0.00,1',
      '2026-03-02,1,1,20.00,3,110.00,1,40.00,-1.00,7.00,2',
      'total,2,2,120.00,4,210.00,2,50.00,5.00,7.00,3',
      '',
    ]);
    const audit = await t.app.core.audit.list({
      merchantCode: merchant.code,
      action: 'dashboard.export',
      limit: 10,
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorName: 'marketing-1',
      targetId: '2026-03-01..2026-03-02',
    });
    for (const role of ['support', 'readOnly'] as const) {
      expectFailure(
        await send(t.app, merchant, calls.opsDashboardExport, {}, await asOperator(role)),
        403,
        'operator.forbidden',
      );
    }
    expect(
      await t.app.core.audit.list({
        merchantCode: merchant.code,
        action: 'dashboard.export',
        limit: 10,
      }),
    ).toHaveLength(1);
  });
});
