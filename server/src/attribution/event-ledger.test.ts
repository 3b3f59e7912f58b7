import { beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';
import { EventLedger, type TrackedEvent } from './event-ledger.js';

describe.each(testDatabases())('the event ledger on $name', (kind) => {
  const merchant = merchantFactory();
  const merchantCode = merchant.code;
  const t = useTestApp(kind, { merchants: [merchant] });
  let ledger: EventLedger;
  let memberId: number;

  beforeAll(async () => {
    const { db } = t.database;
    ledger = new EventLedger(db, () => new Date('2026-11-26T09:00:00Z'));
    const member = await db
      .insertInto('members')
      .values({
        merchant_code: merchantCode,
        username: 'ledger1',
        username_folded: 'ledger1',
        mobile: null,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = member.id;
  });

  const deposit = (eventId: string, reference: string): TrackedEvent => ({
    merchantCode,
    eventId,
    name: 'deposit',
    source: 'wallet',
    memberId,
    reference,
    amount: 10_050,
    currency: 'PHP',
    payload: { domain: 'demo.example' },
  });

  it('keeps one event per eventID, however many send it at once', async () => {
    const tries = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.record({
          merchantCode,
          eventId: 'browser-1',
          name: 'register',
          source: 'browser',
          memberId,
          payload: { fbc: 'fb.1.1.abc' },
        }),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
  });

  it('keeps one money event per reference, whoever reported it', async () => {
    expect(await ledger.record(deposit('wallet-d-1', 'd-1'))).toBe(true);
    expect(await ledger.record({ ...deposit('platform-d-1', 'd-1'), source: 'platform' })).toBe(
      false,
    );
    expect(await ledger.record(deposit('wallet-d-2', 'd-2'))).toBe(true);
    const events = await ledger.after(merchantCode, '0', 10);
    expect(events.map((event) => event.eventId)).toEqual(['browser-1', 'wallet-d-1', 'wallet-d-2']);
    expect(events[1]).toMatchObject({ amount: 10_050, currency: 'PHP', reference: 'd-1' });
    expect(events[1]!.payload).toEqual({ domain: 'demo.example' });
  });
});
