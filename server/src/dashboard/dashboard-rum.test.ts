import { describe, expect, it } from 'vitest';
import { calls, RUM_RULES, type OperatorRole, type RumSummaryRow } from '@lobby/contract';
import { runRumReport } from '../cli/rum-report-command.js';
import { RumRepository } from '../rum/index.js';
import {
  actingAs,
  actingOperators,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('the dashboard’s real-user timings on $name', (kind) => {
  // Manila is UTC+8; its samples are kept under its own days (rum.test.ts).
  const merchant = merchantFactory({ timeZone: 'Asia/Manila' });
  const other = merchantFactory();
  const now = new Date('2026-03-02T20:00:00Z'); // 04:00 on 3 March in Manila
  const t = useTestApp(kind, {
    merchants: [merchant, other],
    now: () => now,
    setup: actingOperators,
  });
  const as = (role: OperatorRole) => actingAs(`${role}-1`, role);

  const seed = async () => {
    const rum = new RumRepository(t.database.db);
    const keep = (code: string, day: string, page: string, metric: 'lcp' | 'fcp', value: number) =>
      rum.keep(code, day, page, [{ metric, value }]);
    // 1..100 ms of LCP on home on 2 March; 10, 20, 30, 40, two missed and one unsupported on the 3rd.
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        keep(merchant.code, '2026-03-02', '/m/home', 'lcp', i + 1),
      ),
    );
    for (const value of [10, 20, 30, 40, -1, -1, -2]) {
      await keep(merchant.code, '2026-03-03', '/m/home', 'lcp', value);
    }
    await keep(merchant.code, '2026-03-03', '/m/login', 'fcp', 640);
    // Outside the range, and another merchant's on the same day, count nothing here.
    await keep(merchant.code, '2026-02-28', '/m/home', 'lcp', 5_000);
    await keep(other.code, '2026-03-03', '/m/home', 'lcp', 9_000);
  };
  let seeding: Promise<void> | undefined;
  const timings = async (query: Record<string, string>, role: OperatorRole = 'readOnly') => {
    seeding ??= seed();
    await seeding;
    return send(t.app, merchant, calls.opsDashboardRum, undefined, { ...as(role), query });
  };

  const row = (values: Partial<RumSummaryRow>): RumSummaryRow => ({
    day: '',
    page: '',
    metric: 'lcp',
    samples: 0,
    missed: 0,
    unsupported: 0,
    p50: null,
    p75: null,
    p95: null,
    ...values,
  });
  const expectedRows = [
    row({ day: '2026-03-02', page: '/m/home', samples: 100, p50: 51, p75: 75, p95: 95 }),
    row({
      day: '2026-03-03',
      page: '/m/home',
      samples: 7,
      missed: 2,
      unsupported: 1,
      p50: 25,
      p75: 33,
      p95: 39,
    }),
    row({
      day: '2026-03-03',
      page: '/m/login',
      metric: 'fcp',
      samples: 1,
      p50: 640,
      p75: 640,
      p95: 640,
    }),
  ];

  it('answers p50, p75 and p95 per day of the merchant’s time zone and page, to every role', async () => {
    const value = expectValue(
      await timings({ from: '2026-03-01', to: '2026-03-03' }),
      calls.opsDashboardRum,
    );
    expect(value).toEqual({
      merchantCode: merchant.code,
      timeZone: 'Asia/Manila',
      from: '2026-03-01',
      to: '2026-03-03',
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      pages: ['/m/home', '/m/login'],
      rows: expectedRows,
    });
    // By default the last 30 days up to today in Manila (already the 3rd there).
    const window = expectValue(await timings({}, 'support'), calls.opsDashboardRum);
    expect([window.from, window.to, window.days.length]).toEqual(['2026-02-02', '2026-03-03', 30]);
    expect(window.rows).toEqual([
      row({ day: '2026-02-28', page: '/m/home', samples: 1, p50: 5_000, p75: 5_000, p95: 5_000 }),
      ...expectedRows,
    ]);
  });

  it('refuses a range over the contract’s bound or out of order', async () => {
    const max = RUM_RULES.summaryMaxDays;
    expect(max).toBe(90);
    expectValue(await timings({ from: '2026-01-01', to: '2026-03-31' }), calls.opsDashboardRum);
    for (const query of [
      { from: '2026-01-01', to: '2026-04-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-02-30' },
    ]) {
      expectFailure(await timings(query as Record<string, string>), 400, 'invalid_request');
    }
  });

  it('npm run report -- rum prints the numbers the dashboard answers', async () => {
    const value = expectValue(
      await timings({ from: '2026-03-01', to: '2026-03-03' }),
      calls.opsDashboardRum,
    );
    const lines: string[] = [];
    const code = await runRumReport(['--merchant', merchant.code, '--days', '3'], {
      db: t.database.db,
      now: () => now,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    const [header, ...printed] = lines.map((line) => line.split('\t'));
    expect(header).toEqual([
      'day',
      'page',
      'metric',
      'samples',
      'missed',
      'unsupported',
      'p50',
      'p75',
      'p95',
    ]);
    const number = (cell: string) => (cell === '-' ? null : Number(cell));
    expect(
      printed.map(([day, page, metric, ...counts]) => ({
        day,
        page,
        metric,
        ...Object.fromEntries(header!.slice(3).map((name, i) => [name, number(counts[i]!)])),
      })),
    ).toEqual(value.rows);
    expect(
      await runRumReport(['--merchant', 'nobody'], { db: t.database.db, out() {}, err() {} }),
    ).toBe(1);
    expect(
      await runRumReport(['--merchant', merchant.code, '--days', '91'], {
        db: t.database.db,
        out() {},
        err() {},
      }),
    ).toBe(2);
  });

  it('exports them as CSV for the roles the matrix allows, each export in the audit log', async () => {
    await timings({});
    const exported = expectValue(
      await send(
        t.app,
        merchant,
        calls.opsDashboardExport,
        { from: '2026-03-02', to: '2026-03-03', report: 'rum' },
        as('marketing'),
      ),
      calls.opsDashboardExport,
    );
    expect(exported.fileName).toBe(`${merchant.code}-rum-2026-03-02-2026-03-03.csv`);
    expect(exported.csv.split('\r\n')).toEqual([
      'day,page,metric,samples,missed,unsupported,p50,p75,p95',
      '2026-03-02,/m/home,lcp,100,0,0,51,75,95',
      '2026-03-03,/m/home,lcp,7,2,1,25,33,39',
      '2026-03-03,/m/login,fcp,1,0,0,640,640,640',
      '',
    ]);
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.opsDashboardExport,
        { from: '2026-01-01', to: '2026-04-01', report: 'rum' },
        as('marketing'),
      ),
      400,
      'invalid_request',
    );
    const entries = () =>
      t.app.core.audit.list({ merchantCode: merchant.code, action: 'dashboard.export', limit: 10 });
    expect(await entries()).toHaveLength(1);
    expect((await entries())[0]).toMatchObject({
      operatorName: 'marketing-1',
      targetId: '2026-03-02..2026-03-03',
    });
    for (const role of ['support', 'readOnly'] as const) {
      expectFailure(
        await send(t.app, merchant, calls.opsDashboardExport, { report: 'rum' }, as(role)),
        403,
        'operator.forbidden',
      );
    }
    expect(await entries()).toHaveLength(1);
  });
});
