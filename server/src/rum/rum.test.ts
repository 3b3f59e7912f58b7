import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { calls, RUM_RULES } from '@lobby/contract';
import { RumRepository } from './rum-repository.js';
import { rumReport, rumReportLines } from './rum-report.js';
import {
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  send,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('real-user metrics on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  // Manila is UTC+8: its day starts at 16:00 UTC the day before.
  const manila = merchantFactory({ timeZone: 'Asia/Manila' });
  const clock = fakeClock(Date.parse('2031-03-04T10:00:00Z'));
  const t = useTestApp(kind, { merchants: [merchant, other, manila], now: clock.now });
  const collect = (value: object, to = merchant) =>
    send(t.app, to, calls.systemCollect, { merchant: to.code, value });

  it('keeps each metric of a beacon per merchant, page and day, and refuses values out of bounds', async () => {
    expect(
      expectValue(
        await collect({ page: '/m/home', fcp: 800, lcp: 1200, fs: -1, status: 300 }),
        calls.systemCollect,
      ),
    ).toEqual({ kept: 4 });
    expectValue(await collect({ page: '/m/nowhere/at/all', fcp: -2 }), calls.systemCollect);
    for (const bad of [
      { page: '/m/home', fcp: RUM_RULES.maxMs + 1 },
      { page: '/m/home', lcp: -3 },
      { page: '/m/home', fs: 1.5 },
      { page: '/m/home', fcp: '800' },
      { page: 'x'.repeat(65), fcp: 1 },
      { page: '/m/home\u0007', fcp: 1 },
    ]) {
      expectFailure(await collect(bad), 400, 'invalid_request');
    }
    const rows = await t.database.db
      .selectFrom('rum_samples')
      .select(['merchant_code', 'day', 'page', 'metric', 'value'])
      .where('merchant_code', '=', merchant.code)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.page, row.metric, row.value])).toEqual([
      ['/m/home', 'fcp', 800],
      ['/m/home', 'lcp', 1200],
      ['/m/home', 'fs', -1],
      ['/m/home', 'status', 300],
      ['other', 'fcp', -2],
    ]);
  });

  it('keeps at most the cap of samples a page and day, whatever arrives at once', async () => {
    const repository = new RumRepository(t.database.db);
    const day = '2031-03-05';
    await t.database.db
      .insertInto('rum_days')
      .values({
        merchant_code: other.code,
        day,
        page: '/m/login',
        samples: RUM_RULES.samplesPerPageDay - 5,
      })
      .execute();
    const kept = await Promise.all(
      Array.from({ length: 10 }, () =>
        repository.keep(other.code, day, '/m/login', [{ metric: 'fcp', value: 100 }]),
      ),
    );
    expect(kept.reduce((sum, count) => sum + count, 0)).toBe(5);
    // Another page, and the next day, have room of their own.
    expect(await repository.keep(other.code, day, '/m/home', [{ metric: 'fcp', value: 1 }])).toBe(
      1,
    );
    expect(
      await repository.keep(other.code, '2031-03-06', '/m/login', [{ metric: 'fcp', value: 1 }]),
    ).toBe(1);
  });

  it('reports p50, p75 and p95 per page and day over the measured samples, counting missed and unsupported', async () => {
    const repository = new RumRepository(t.database.db);
    const code = merchant.code;
    // 1..100 ms on the home page on the 2nd; on the 3rd, 10, 20, 30, 40 and two missed.
    for (let value = 1; value <= 100; value += 1) {
      await repository.keep(code, '2031-03-02', '/m/home', [{ metric: 'lcp', value }]);
    }
    for (const value of [10, 20, 30, 40, -1, -1, -2]) {
      await repository.keep(code, '2031-03-03', '/m/home', [{ metric: 'lcp', value }]);
    }
    const lines = await rumReport(t.database.db, merchant, 3, clock.now());
    expect(lines[0]).toBe('day\tpage\tmetric\tsamples\tmissed\tunsupported\tp50\tp75\tp95');
    expect(lines).toContain('2031-03-02\t/m/home\tlcp\t100\t0\t0\t51\t75\t95');
    expect(lines).toContain('2031-03-03\t/m/home\tlcp\t7\t2\t1\t25\t33\t39');
    // A day out of the range is not reported; a day of only missed samples has no percentiles.
    expect(lines.some((line) => line.startsWith('2031-03-01'))).toBe(false);
    expect(
      rumReportLines([
        {
          day: '2031-03-04',
          page: '/m/home',
          metric: 'fs',
          samples: 1,
          missed: 1,
          unsupported: 0,
          p50: null,
          p75: null,
          p95: null,
        },
      ])[1],
    ).toBe('2031-03-04\t/m/home\tfs\t1\t1\t0\t-\t-\t-');
  });

  it('keeps a beacon under the day of the merchant’s time zone, and reports that day', async () => {
    clock.advanceMinutes(7 * 60); // 17:00 UTC on 4 March: 01:00 on 5 March in Manila
    try {
      expectValue(await collect({ page: '/m/login', fcp: 700 }, manila), calls.systemCollect);
      expectValue(await collect({ page: '/m/login', fcp: 900 }, other), calls.systemCollect);
      expect(await rumReport(t.database.db, manila, 1, clock.now())).toEqual([
        'day\tpage\tmetric\tsamples\tmissed\tunsupported\tp50\tp75\tp95',
        '2031-03-05\t/m/login\tfcp\t1\t0\t0\t700\t700\t700',
      ]);
    } finally {
      clock.advanceMinutes(-7 * 60);
    }
    const days = await t.database.db
      .selectFrom('rum_samples')
      .select(['merchant_code', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day')])
      .where('page', '=', '/m/login')
      .where('value', 'in', [700, 900])
      .where('merchant_code', 'in', [manila.code, other.code])
      .orderBy('value')
      .execute();
    expect(days).toEqual([
      { merchant_code: manila.code, day: '2031-03-05' },
      { merchant_code: other.code, day: '2031-03-04' },
    ]);
    // At 10:00 UTC it is still the 4th in Manila: the 5th is not yet in its last day.
    expect(await rumReport(t.database.db, manila, 1, clock.now())).toHaveLength(1);
  });

  it('answers the ping with the merchant and the server time, taking the attribution query', async () => {
    const answer = await send(t.app, merchant, calls.systemPing, undefined, {
      query: { affiliateCode: 'aff1', tid: 't-1', clickId: 'c-1' },
    });
    expect(expectValue(answer, calls.systemPing)).toEqual({
      merchantCode: merchant.code,
      serverTime: clock.now().toISOString(),
    });
    expectFailure(
      await send(t.app, merchant, calls.systemPing, undefined, {
        query: { affiliateCode: 'x'.repeat(65) },
      }),
      400,
      'invalid_request',
    );
  });
});
