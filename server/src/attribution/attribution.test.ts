import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { calls, type TrackedEventInput } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  freshAddress,
  merchantFactory,
  PASSWORD,
  register,
  send,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { MemberRepository } from '../accounts/index.js';
import { browserEventId } from './event-ledger.js';

describe.each(testDatabases())('member attribution and tracked events on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other] });

  const attributionOf = async (token: string, on = merchant) =>
    expectValue(
      await authed(t.app, on, token).get(calls.memberAttribution),
      calls.memberAttribution,
    );
  const track = (events: TrackedEventInput[], options: { token?: string; ip?: string } = {}) =>
    send(t.app, merchant, calls.trackEvents, { events }, { ip: freshAddress(), ...options });
  const ledgerRows = (eventId: string) =>
    t.database.db
      .selectFrom('tracked_events')
      .select(['name', 'member_id', 'payload', 'source'])
      .where('merchant_code', '=', merchant.code)
      .where('event_id', '=', browserEventId(eventId))
      .execute();

  it('stores the affiliate code, referral, linkId, click ids, registerUrl and first touch of a registration', async () => {
    const firstTouchAt = '2026-01-02T03:04:05.000Z';
    const member = await signUp(t.app, merchant, {
      affiliateCode: 'aff42',
      referralCode: 'friend9',
      linkId: 77,
      domain: 'AFF42.Example.com',
      campaign: 'spring',
      pixelTrack: { fbclid: 'fb-click-1', gclid: 'g-1', fbPixelId: '123' },
      registerUrl: 'https://www.example.com/m/register?affiliateCode=aff42&r=FRIEND9',
      firstTouchAt,
    });
    expect(await attributionOf(member.token)).toMatchObject({
      affiliateCode: 'aff42',
      referralCode: 'FRIEND9',
      linkId: 77,
      domain: 'aff42.example.com',
      campaign: 'spring',
      clickSource: 'fbclid',
      pixelTrack: { fbclid: 'fb-click-1', gclid: 'g-1', fbPixelId: '123' },
      registerUrl: 'https://www.example.com/m/register?affiliateCode=aff42&r=FRIEND9',
      firstTouchAt,
    });
  });

  it("takes the affiliate code from the host's sub-domain without affiliateCode, www by default and for preview", async () => {
    const viaSub = expectValue(
      await register(
        t.app,
        merchant,
        { username: `sub${randomUUID().slice(0, 8)}`, password: PASSWORD },
        {
          host: `aff7.${merchant.hosts[0]}`,
        },
      ),
      calls.memberRegister,
    );
    expect(await attributionOf(viaSub.token)).toMatchObject({ affiliateCode: 'aff7' });
    const plain = await signUp(t.app, merchant);
    expect(await attributionOf(plain.token)).toMatchObject({
      affiliateCode: 'www',
      clickSource: 'none',
      pixelTrack: null,
      linkId: null,
    });
    const preview = await signUp(t.app, merchant, { affiliateCode: 'preview' });
    expect((await attributionOf(preview.token))!.affiliateCode).toBe('www');
  });

  it('keeps pixelTrack null when every field is empty, and a first touch ahead of the clock as now', async () => {
    const member = await signUp(t.app, merchant, {
      pixelTrack: { fbclid: '  ', gclid: '' },
      firstTouchAt: '2099-01-01T00:00:00.000Z',
    });
    const stored = (await attributionOf(member.token))!;
    expect(stored.pixelTrack).toBeNull();
    expect(stored.firstTouchAt).toBe(stored.registeredAt);
  });

  it('refuses a tid that is not a positive integer, and an out-of-range first touch, naming the field', async () => {
    for (const [field, value] of [
      ['linkId', 0],
      ['linkId', -4],
      ['linkId', 2_147_483_648],
      ['firstTouchAt', '1970-01-01T00:00:00Z'],
      ['pixelTrack', { fbclid: 'a\u0000b' }],
    ] as const) {
      const response = await register(t.app, merchant, {
        username: `bad${randomUUID().slice(0, 8)}`,
        password: PASSWORD,
        [field]: value,
      });
      expect(expectFailure(response, 400, 'invalid_request')).toContain(field);
    }
  });

  it('never changes a stored attribution: no call re-attributes, and the database refuses an update', async () => {
    const member = await signUp(t.app, merchant, {
      affiliateCode: 'first-aff',
      pixelTrack: { gclid: 'g-first' },
    });
    const before = await attributionOf(member.token);
    // A later visit's events name another affiliate and click: the member's attribution stays.
    await track(
      [
        {
          eventName: 'login',
          eventID: randomUUID(),
          payload: { affiliateCode: 'second-aff' },
          value: { fbclid: 'fb-later' },
        },
      ],
      { token: member.token },
    );
    // Registering the same username again (another affiliate) fails and changes nothing.
    const again = await register(t.app, merchant, {
      username: member.username,
      password: PASSWORD,
      affiliateCode: 'third-aff',
    });
    expectFailure(again, 200, 'username.exists');
    expect(await attributionOf(member.token)).toEqual(before);
    await expect(
      sql`UPDATE member_attributions SET affiliate_code = 'stolen' WHERE member_id = ${Number(member.id)}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/never change/);
    expect(await attributionOf(member.token)).toEqual(before);
  });

  it('writes the member and its attribution in one transaction: a failed attribution leaves no member', async () => {
    const members = new MemberRepository(t.database.db);
    const username = `tx${randomUUID().slice(0, 8)}`;
    await expect(
      members.insert(
        {
          merchantCode: merchant.code,
          username,
          mobile: null,
          passwordHash: 'x',
          passwordIsDefault: false,
          agentApplication: 'none',
          language: 'EN',
          registration: {},
        },
        async () => {
          throw new Error('attribution failed');
        },
      ),
    ).rejects.toThrow('attribution failed');
    expect(await members.findByUsername(merchant.code, username)).toBeUndefined();
  });

  it('is scoped by merchant: a member reads only its own attribution, on its own merchant', async () => {
    const member = await signUp(t.app, merchant, { affiliateCode: 'scoped' });
    const response = await authed(t.app, other, member.token).get(calls.memberAttribution);
    expectFailure(response, 401, 'customer.not.login');
  });

  it('keeps one event per eventID however many send it at once', async () => {
    const eventID = randomUUID();
    const event: TrackedEventInput = {
      eventName: 'viewContent',
      eventID,
      payload: { domain: 'www.example.com' },
      value: { fbclid: 'fb-9', campaign: 'summer' },
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => track([event])));
    const recorded = answers.map((answer) => expectValue(answer, calls.trackEvents).recorded);
    expect(recorded.reduce((sum, n) => sum + n, 0)).toBe(1);
    const rows = await ledgerRows(eventID);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('browser');
    expect(rows[0]!.payload).toMatchObject({
      eventName: 'viewContent',
      affiliateCode: 'www',
      campaign: 'summer',
      clickSource: 'fbclid',
      value: { fbclid: 'fb-9' },
    });
  });

  it("records a member's events as the member's, and drops member events sent without a session", async () => {
    const member = await signUp(t.app, merchant);
    const withSession = randomUUID();
    const without = randomUUID();
    expect(
      expectValue(
        await track(
          [{ eventName: 'register', eventID: withSession, payload: { currency: 'TLB' } }],
          {
            token: member.token,
          },
        ),
        calls.trackEvents,
      ).recorded,
    ).toBe(1);
    expect(
      expectValue(await track([{ eventName: 'register', eventID: without }]), calls.trackEvents)
        .recorded,
    ).toBe(0);
    const [row] = await ledgerRows(withSession);
    expect(row!.member_id).toBe(Number(member.id));
    expect(row!.payload).toMatchObject({ currency: 'PHP', customerId: member.id });
    expect(await ledgerRows(without)).toHaveLength(0);
  });

  it('refuses money events from a browser, unknown events and malformed eventIDs', async () => {
    for (const event of [
      { eventName: 'deposit', eventID: randomUUID() },
      { eventName: 'firstDeposit', eventID: randomUUID() },
      { eventName: 'somethingElse', eventID: randomUUID() },
      { eventName: 'firstOpen', eventID: 'short' },
      { eventName: 'firstOpen', eventID: `${randomUUID()}\n` },
      { eventName: 'firstOpen', eventID: randomUUID(), payload: { amount: -1 } },
    ]) {
      expectFailure(await track([event as TrackedEventInput]), 400, 'invalid_request');
    }
    const eleven = Array.from({ length: 11 }, () => ({
      eventName: 'firstOpen' as const,
      eventID: randomUUID(),
    }));
    expectFailure(await track(eleven), 400, 'invalid_request');
  });

  it('stops recording past the per-address limit, so one source cannot inflate visits', async () => {
    const ip = freshAddress();
    let recorded = 0;
    for (let i = 0; i < 125; i += 1) {
      const answer = await track([{ eventName: 'firstOpen', eventID: randomUUID() }], { ip });
      recorded += expectValue(answer, calls.trackEvents).recorded;
    }
    expect(recorded).toBe(120);
  });
});
