import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signInOperator,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { attributionReport } from './attribution-report.js';
import { parseAttributionArgs } from '../cli/attribution-report-kind.js';

describe.each(testDatabases())('the attribution report on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other] });

  const visit = async (affiliateCode: string, value: Record<string, string>, on = merchant) =>
    expectValue(
      await send(t.app, on, calls.trackEvents, {
        events: [
          {
            eventName: 'firstOpen',
            eventID: `firstOpen-${randomUUID()}`,
            payload: { affiliateCode },
            value,
          },
        ],
      }),
      calls.trackEvents,
    );
  const paidDeposit = async (
    memberId: string,
    amount: number,
    settledAt: Date,
    status = 'paid',
  ) => {
    await t.database.db
      .insertInto('deposits')
      .values({
        id: randomUUID(),
        merchant_code: merchant.code,
        member_id: Number(memberId),
        method: 'DEMO',
        amount,
        status: status as 'paid',
        settled_at: settledAt,
      })
      .execute();
  };

  it('counts visits, registrations, first deposits and deposits per affiliate code, campaign and click source', async () => {
    const since = new Date(Date.now() - 60_000);
    await visit('aff1', { fbclid: 'f1', campaign: 'spring' });
    await visit('aff1', { fbclid: 'f2', campaign: 'spring' });
    await visit('aff2', { gclid: 'g1' });
    await visit('aff1', { fbclid: 'f3', campaign: 'spring' }, other);
    const a = await signUp(t.app, merchant, {
      affiliateCode: 'aff1',
      campaign: 'spring',
      pixelTrack: { fbclid: 'f1' },
    });
    const b = await signUp(t.app, merchant, {
      affiliateCode: 'aff1',
      campaign: 'spring',
      pixelTrack: { fbclid: 'f2' },
    });
    const c = await signUp(t.app, merchant, { affiliateCode: 'aff2', pixelTrack: { gclid: 'g1' } });
    await signUp(t.app, other, {
      affiliateCode: 'aff1',
      campaign: 'spring',
      pixelTrack: { fbclid: 'f3' },
    });
    const now = Date.now();
    await paidDeposit(a.id, 10_000, new Date(now - 1000));
    await paidDeposit(a.id, 5_000, new Date(now - 500));
    await paidDeposit(b.id, 2_500, new Date(now - 400));
    await paidDeposit(c.id, 7_000, new Date(now - 300), 'pending');

    const rows = await attributionReport(t.database.db, merchant.code, since);
    expect(rows).toEqual([
      {
        affiliateCode: 'aff1',
        campaign: 'spring',
        clickSource: 'fbclid',
        visits: 2,
        registrations: 2,
        firstDeposits: 2,
        deposits: 3,
        depositAmount: 17_500,
      },
      {
        affiliateCode: 'aff2',
        campaign: '',
        clickSource: 'gclid',
        visits: 1,
        registrations: 1,
        firstDeposits: 0,
        deposits: 0,
        depositAmount: 0,
      },
    ]);
    // A period that starts after them counts nothing.
    expect(await attributionReport(t.database.db, merchant.code, new Date(now + 60_000))).toEqual(
      [],
    );
  });

  it('reads --merchant and --days, refusing anything else', () => {
    expect(parseAttributionArgs(['--merchant', 'demo'])).toEqual({ merchant: 'demo', days: 30 });
    expect(parseAttributionArgs(['--days', '7'], 'demo')).toEqual({ merchant: 'demo', days: 7 });
    expect(parseAttributionArgs([])).toBeUndefined();
    expect(parseAttributionArgs(['--merchant'])).toBeUndefined();
    expect(parseAttributionArgs(['--merchant', 'demo', '--days', '0'])).toBeUndefined();
    expect(parseAttributionArgs(['--merchant', 'demo', '--other', 'x'])).toBeUndefined();
  });
});

describe.each(testDatabases())('the console attribution report call on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other] });

  it("answers the operator's merchant's channels only, and audits the view", async () => {
    await signUp(t.app, merchant, { affiliateCode: 'console-aff', pixelTrack: { ttclid: 't1' } });
    await signUp(t.app, other, { affiliateCode: 'elsewhere' });
    const cookie = await signInOperator(t.app, merchant);
    const report = expectValue(
      await send(t.app, merchant, calls.opsAttributionReport, undefined, {
        headers: { cookie },
        query: { days: '7' },
      }),
      calls.opsAttributionReport,
    );
    expect(report.days).toBe(7);
    expect(report.currency).toBe(merchant.currency);
    expect(report.rows.map((row) => row.affiliateCode)).toEqual(['console-aff']);
    expect(report.rows[0]).toMatchObject({ clickSource: 'ttclid', registrations: 1 });
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'merchant_code'])
      .where('action', '=', 'report.attribution.view')
      .execute();
    expect(audited).toEqual([{ action: 'report.attribution.view', merchant_code: merchant.code }]);
  });

  it('refuses a visitor, a member and a day count out of range', async () => {
    expectFailure(
      await send(t.app, merchant, calls.opsAttributionReport),
      401,
      'operator.not.login',
    );
    const member = await signUp(t.app, merchant);
    expectFailure(
      await send(t.app, merchant, calls.opsAttributionReport, undefined, { token: member.token }),
      401,
      'operator.not.login',
    );
    const cookie = await signInOperator(t.app, merchant);
    expectFailure(
      await send(t.app, merchant, calls.opsAttributionReport, undefined, {
        headers: { cookie },
        query: { days: '0' },
      }),
      400,
      'invalid_request',
    );
  });
});
