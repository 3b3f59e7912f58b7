import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type MoneyEventName } from '@lobby/contract';
import { signedHeaders } from '../core/signed-request.js';
import { walletEventId, WalletEvents } from '../wallet/wallet-events.js';
import { S2sInfoRepository } from './s2s-info-repository.js';
import {
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  send,
  signUp,
  startFakePostbackPartners,
  testDatabases,
  useTestApp,
  type FakePostbackPartners,
  type TestMember,
} from '../../test/index.js';

const SECRETS = {
  AF_KEY: 'af-dev-key',
  ADJUST_TOKEN: 'adjust-s2s-token',
  ACME_SECRET: 'acme-s3cret',
};
const BACKOFF_MS = 60_000;

describe.each(testDatabases())('postbacks on $name', (kind) => {
  let partners: FakePostbackPartners;
  const clock = fakeClock();
  const merchantWith = (url: string) =>
    merchantFactory({
      postbacks: {
        platform: { name: 'acme', secretEnv: 'ACME_SECRET' },
        appsflyer: {
          appId: 'id1234567',
          devKeyEnv: 'AF_KEY',
          url: `${url}/appsflyer`,
          eventNames: {},
        },
        adjust: {
          appToken: 'apptoken12',
          eventTokens: { register: 'regtok', deposit: 'deptok', firstDeposit: 'firsttok' },
          authTokenEnv: 'ADJUST_TOKEN',
          environment: 'sandbox',
          url: `${url}/adjust/event`,
        },
        generic: {
          urlTemplate: `${url}/aff/postback?click={clickId}&event={eventName}&revenue={revenue}&cur={currency}`,
          events: ['register', 'firstDeposit'],
        },
      },
    });
  let merchant: ReturnType<typeof merchantFactory>;
  const other = merchantFactory();
  // Partners at loopback addresses the deployment did not name (issue 44): never reached.
  let victim: FakePostbackPartners;
  let inside: ReturnType<typeof merchantFactory>;
  beforeAll(async () => {
    partners = await startFakePostbackPartners();
    merchant = merchantWith(partners.url);
    victim = await startFakePostbackPartners();
    const port = new URL(victim.url).port;
    const base = merchantWith(victim.url);
    inside = merchantFactory({
      postbacks: {
        appsflyer: { ...base.postbacks.appsflyer!, url: `${victim.url}/appsflyer` },
        adjust: { ...base.postbacks.adjust!, url: `https://2130706433:${port}/adjust/event` },
        generic: {
          urlTemplate: `https://[::1]:${port}/aff/postback?click={clickId}&event={eventName}`,
          events: ['register'],
        },
      },
    });
  });
  afterAll(async () => {
    await partners.close();
    await victim.close();
  });
  const t = useTestApp(kind, () => ({
    merchants: [merchant, other, inside],
    // The deployment's own say: the fake partners are reached; nothing else on loopback is.
    config: { outbound: { localOrigins: [partners.url], pushServiceUrl: undefined } },
    vendorSecrets: SECRETS,
    now: clock.now,
    postbackPolicy: {
      pollMs: 3_600_000,
      leaseMs: 60_000,
      maxAttempts: 4,
      backoffMs: BACKOFF_MS,
      batch: 5,
    },
  }));

  const s2s = (member: TestMember) => ({
    appsflyerId: `1700000000000-${member.id}`,
    gpsAdid: '660e1d86-6796-463a-be86-897993136018',
    adid: `adid${member.id}`,
    clickId: `click-${member.id}`,
  });
  const track = (member: TestMember, events: unknown, info?: object) =>
    send(
      t.app,
      merchant,
      calls.trackS2sEvents,
      { events: JSON.stringify(events), ...(info ? { s2s: info } : {}) },
      { token: member.token },
    );
  const platform = (
    events: {
      eventName: MoneyEventName;
      reference: string;
      customerId: number;
      amount: number;
      currency: string;
      eventID?: string;
    }[],
    options: { secret?: string; signer?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = JSON.stringify({ events });
    const headers =
      options.headers ??
      signedHeaders({
        secret: options.secret ?? SECRETS.ACME_SECRET,
        body,
        now: clock.now(),
        signer: { header: 'platform', name: options.signer ?? 'acme' },
      });
    return {
      headers,
      answer: t.app.inject({
        method: 'POST',
        url: calls.platformEvents.path,
        headers: { host: merchant.hosts[0]!, 'content-type': 'application/json', ...headers },
        payload: body,
      }),
    };
  };
  const eventIdsOf = (prefix: string) =>
    partners.of(prefix).map((request) => {
      if (prefix === '/appsflyer')
        return (JSON.parse(request.body) as { eventValue: { eventID: string } }).eventValue.eventID;
      if (prefix === '/adjust') {
        const form = new URLSearchParams(request.body);
        return (JSON.parse(form.get('callback_params')!) as { eventID: string }).eventID;
      }
      return `${request.query.get('event')}:${request.query.get('click')}`;
    });

  it('keeps the app’s ids and posts register once to AppsFlyer, Adjust and the network, however often it is sent', async () => {
    const member = await signUp(t.app, merchant, { affiliateCode: 'aff7' });
    const events = [
      { eventName: 'register', eventID: `reg-${member.id}-s2s`, value: { channel: 'c1' } },
    ];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => track(member, events, s2s(member))),
    );
    const recorded = answers.map((answer) => expectValue(answer, calls.trackS2sEvents).recorded);
    expect(recorded.reduce((sum, count) => sum + count, 0)).toBe(1);
    await t.app.postbacks.drain();

    const af = partners
      .of('/appsflyer')
      .filter((request) => request.body.includes(`reg-${member.id}-s2s`));
    expect(af).toHaveLength(1);
    expect(af[0]!.path).toBe('/appsflyer/id1234567');
    expect(af[0]!.headers.authentication).toBe(SECRETS.AF_KEY);
    expect(JSON.parse(af[0]!.body)).toMatchObject({
      appsflyer_id: `1700000000000-${member.id}`,
      eventName: 'register',
      eventValue: { eventID: `browser:reg-${member.id}-s2s` },
      customer_user_id: String(member.id),
      advertising_id: '660e1d86-6796-463a-be86-897993136018',
    });
    const adjust = partners
      .of('/adjust')
      .filter((request) => request.body.includes(`reg-${member.id}-s2s`));
    expect(adjust).toHaveLength(1);
    expect(adjust[0]!.headers.authorization).toBe(`Bearer ${SECRETS.ADJUST_TOKEN}`);
    const form = new URLSearchParams(adjust[0]!.body);
    expect(Object.fromEntries(form)).toMatchObject({
      s2s: '1',
      app_token: 'apptoken12',
      event_token: 'regtok',
      environment: 'sandbox',
      adid: `adid${member.id}`,
      gps_adid: '660e1d86-6796-463a-be86-897993136018',
    });
    expect(eventIdsOf('/aff')).toContain(`register:click-${member.id}`);
  });

  it('sends nothing to loopback addresses a merchant file names, in any spelling', async () => {
    // An affiliate's member, so the affiliate network's postback is due too.
    const member = await signUp(t.app, inside, { affiliateCode: 'aff7' });
    expectValue(
      await send(
        t.app,
        inside,
        calls.trackS2sEvents,
        {
          events: JSON.stringify([{ eventName: 'register', eventID: `reg-inside-${member.id}` }]),
          s2s: s2s(member),
        },
        { token: member.token },
      ),
      calls.trackS2sEvents,
    );
    await t.app.postbacks.drain();
    expect(victim.received).toEqual([]);
    const rows = await t.database.db
      .selectFrom('postback_outbox')
      .select(['destination', 'attempts', 'sent_at'])
      .where('merchant_code', '=', inside.code)
      .execute();
    expect(rows.map((row) => row.destination).sort()).toEqual(['adjust', 'appsflyer', 'generic']);
    expect(rows.every((row) => row.attempts === 1 && row.sent_at === null)).toBe(true);
  });

  it('never turns an AppsFlyer app id of .. into a path: the call refuses it, the sender too', async () => {
    const member = await signUp(t.app, merchant);
    const event = (id: string) => [{ eventName: 'register', eventID: id }];
    for (const afAppId of ['..', '.', 'id1/..', 'com.app/../..']) {
      expectFailure(
        await track(member, event(`reg-dots-${member.id}`), { ...s2s(member), afAppId }),
        400,
        'invalid_request',
      );
    }
    // An id kept before the rule (or written past the call) is refused where it becomes a URL.
    await new S2sInfoRepository(t.database.db).save(
      merchant.code,
      Number(member.id),
      { ...s2s(member), afAppId: '..' },
      clock.now(),
    );
    expectValue(await track(member, event(`reg-kept-dots-${member.id}`)), calls.trackS2sEvents);
    await t.app.postbacks.drain();
    expect(
      partners.received.filter((request) => request.body.includes(`reg-kept-dots-${member.id}`)),
    ).toHaveLength(1); // Adjust's alone
    expect(
      partners.received.filter(
        (request) =>
          !request.path.startsWith('/appsflyer/id') && request.path.startsWith('/appsflyer'),
      ),
    ).toEqual([]);
    expect(partners.received.filter((request) => request.path === '/')).toEqual([]);
  });

  it('sends nothing for a member whose app passed no ids, and refuses money events and bad events', async () => {
    const member = await signUp(t.app, merchant);
    const before = partners.received.length;
    expectValue(
      await track(member, [{ eventName: 'login', eventID: `login-${member.id}-s2s` }]),
      calls.trackS2sEvents,
    );
    await t.app.postbacks.drain();
    expect(partners.received.length).toBe(before);
    expectFailure(
      await track(member, [{ eventName: 'deposit', eventID: 'money-x-1' }]),
      400,
      'invalid_request',
    );
    expectFailure(await track(member, { eventName: 'login' }), 400, 'invalid_request');
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.trackS2sEvents,
        { events: '{not json' },
        { token: member.token },
      ),
      400,
      'invalid_request',
    );
    expectFailure(
      await track(member, [{ eventName: 'login', eventID: 'x'.repeat(65) }]),
      400,
      'invalid_request',
    );
    expectFailure(
      await track(member, [{ eventName: 'login', eventID: 'login-l-2' }], { idfa: 'bad\u0000id' }),
      400,
      'invalid_request',
    );
  });

  it('takes the platform’s signed money events once per reference, with the wallet’s too', async () => {
    const member = await signUp(t.app, merchant, { affiliateCode: 'aff7' });
    expectValue(
      await track(member, [{ eventName: 'login', eventID: `login-l-${member.id}` }], s2s(member)),
      calls.trackS2sEvents,
    );
    const customerId = Number(member.id);
    const reference = `pf-${member.id}`;
    const batch = [
      {
        eventName: 'deposit' as const,
        reference,
        customerId,
        amount: 10_050,
        currency: merchant.currency,
      },
      {
        eventName: 'firstDeposit' as const,
        reference,
        customerId,
        amount: 10_050,
        currency: merchant.currency,
      },
    ];
    const first = platform(batch);
    expect(
      expectValue(await first.answer, calls.platformEvents).results.map((r) => r.recorded),
    ).toEqual([true, true]);
    // The same signed request again is a replay; a fresh signature of it records nothing new.
    expectFailure(
      await platform(batch, { headers: first.headers }).answer,
      409,
      'platform.request.replayed',
    );
    clock.advanceMinutes(0.05);
    expect(
      expectValue(await platform(batch).answer, calls.platformEvents).results.map(
        (r) => r.recorded,
      ),
    ).toEqual([false, false]);
    // A deposit Lobby's wallet wrote already is not written again.
    await new WalletEvents(t.database.db, clock.now).record({
      merchantCode: merchant.code,
      memberId: customerId,
      name: 'deposit',
      amount: 20_000,
      currency: merchant.currency,
      reference: `wallet-dep-${member.id}`,
    });
    clock.advanceMinutes(0.05);
    expect(
      expectValue(
        await platform([{ ...batch[0]!, reference: `wallet-dep-${member.id}`, amount: 20_000 }])
          .answer,
        calls.platformEvents,
      ).results[0]!.recorded,
    ).toBe(false);

    expectFailure(
      await platform(batch, { secret: 'wrong' }).answer,
      401,
      'platform.signature.invalid',
    );
    expectFailure(
      await platform(batch, { signer: 'other' }).answer,
      401,
      'platform.signature.invalid',
    );
    const stranger = await signUp(t.app, other);
    expectFailure(
      await platform([{ ...batch[0]!, reference: 'pf-x', customerId: Number(stranger.id) }]).answer,
      404,
      'platform.member.not.found',
    );
    expectFailure(
      await platform([{ ...batch[0]!, reference: 'pf-y', currency: 'USD' }]).answer,
      400,
      'platform.currency.mismatch',
    );
    expectFailure(
      await platform([{ ...batch[0]!, reference: 'pf-z', amount: 2 ** 53 }]).answer,
      400,
      'invalid_request',
    );
    const count = await t.database.db
      .selectFrom('tracked_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_code', '=', merchant.code)
      .where('reference', 'in', ['pf-x', 'pf-y', 'pf-z'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    await t.app.postbacks.drain();
    const af = partners.of('/appsflyer').map(
      (request) =>
        JSON.parse(request.body) as {
          appsflyer_id: string;
          eventName: string;
          eventValue: Record<string, string>;
        },
    );
    const money = af.filter(
      (body) => body.appsflyer_id === `1700000000000-${member.id}` && body.eventValue.af_revenue,
    );
    expect(money.map((body) => body.eventName).sort()).toEqual([
      'deposit',
      'deposit',
      'firstDeposit',
    ]);
    expect(money.find((body) => body.eventName === 'firstDeposit')!.eventValue).toMatchObject({
      af_revenue: '100.50',
      af_currency: merchant.currency,
    });
    const adjust = partners
      .of('/adjust')
      .map((request) => Object.fromEntries(new URLSearchParams(request.body)))
      .filter((form) => form.adid === `adid${member.id}`);
    expect(adjust.map((form) => form.event_token).sort()).toEqual(['deptok', 'deptok', 'firsttok']);
    expect(adjust.find((form) => form.event_token === 'firsttok')).toMatchObject({
      revenue: '100.50',
      currency: merchant.currency,
    });
    // The network posts firstDeposit only (its configured events), with the member's click id.
    expect(eventIdsOf('/aff').filter((id) => id.endsWith(`:click-${member.id}`))).toEqual([
      `firstDeposit:click-${member.id}`,
    ]);
  });

  it('records a money event once when the platform reports it many times at once', async () => {
    const member = await signUp(t.app, merchant);
    const event = {
      eventName: 'deposit' as const,
      reference: `parallel-${member.id}`,
      customerId: Number(member.id),
      amount: 7_500,
      currency: merchant.currency,
    };
    // Each report its own signed request (its own eventID), all for one reference.
    const answers = await Promise.all(
      Array.from(
        { length: 12 },
        (_, i) => platform([{ ...event, eventID: `par-${member.id}-${i}` }]).answer,
      ),
    );
    const recorded = answers.flatMap((answer) =>
      expectValue(answer, calls.platformEvents).results.map((result) => result.recorded),
    );
    expect(recorded.filter(Boolean)).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom('tracked_events')
      .select(['amount', 'source'])
      .where('merchant_code', '=', merchant.code)
      .where('reference', '=', event.reference)
      .execute();
    expect(rows.map((row) => [Number(row.amount), row.source])).toEqual([[7_500, 'platform']]);
  });

  it('posts back to the network with the click id the member registered with, when the app passed none', async () => {
    const member = await signUp(t.app, merchant, { pixelTrack: { gclid: `gclid-${Date.now()}` } });
    const click = (
      await t.database.db
        .selectFrom('member_attributions')
        .select('pixel_track')
        .where('member_id', '=', Number(member.id))
        .executeTakeFirstOrThrow()
    ).pixel_track!.gclid!;
    const event = {
      eventName: 'firstDeposit' as const,
      reference: `click-dep-${member.id}`,
      customerId: Number(member.id),
      amount: 5_000,
      currency: merchant.currency,
    };
    clock.advanceMinutes(0.05);
    expectValue(await platform([event]).answer, calls.platformEvents);
    await t.app.postbacks.drain();
    expect(eventIdsOf('/aff')).toContain(`firstDeposit:${click}`);
    // Without AppsFlyer or Adjust ids, those two are not sent.
    expect(
      partners
        .of('/appsflyer')
        .filter((request) => request.body.includes(`click-dep-${member.id}`)),
    ).toEqual([]);
  });

  it('retries a destination that answers 500, after a growing back-off, and sends the event once it takes it', async () => {
    const member = await signUp(t.app, merchant);
    expectValue(
      await track(
        member,
        [{ eventName: 'viewContent', eventID: `viewc-${member.id}-s2s` }],
        s2s(member),
      ),
      calls.trackS2sEvents,
    );
    await t.app.postbacks.drain();
    partners.failures.set('/adjust', 2);
    expectValue(
      await track(member, [{ eventName: 'register', eventID: `reg-retry-${member.id}` }]),
      calls.trackS2sEvents,
    );
    const adjustOf = () =>
      partners.of('/adjust').filter((request) => request.body.includes(`reg-retry-${member.id}`));
    await t.app.postbacks.drain();
    expect(adjustOf()).toHaveLength(0);
    clock.advanceMinutes(BACKOFF_MS / 60_000 - 0.1);
    await t.app.postbacks.drain();
    expect(partners.failures.get('/adjust')).toBe(1);
    clock.advanceMinutes(0.2);
    await t.app.postbacks.drain();
    expect(partners.failures.get('/adjust')).toBe(0);
    expect(adjustOf()).toHaveLength(0);
    // The second retry waits twice as long.
    clock.advanceMinutes((2 * BACKOFF_MS) / 60_000);
    await t.app.postbacks.drain();
    expect(adjustOf()).toHaveLength(1);
    clock.advanceMinutes(60);
    await t.app.postbacks.drain();
    expect(adjustOf()).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('postback_outbox')
      .select(['status', 'attempts'])
      .where('event_id', '=', `browser:reg-retry-${member.id}`)
      .where('destination', '=', 'adjust')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 3 });
  });

  const firstDeposit = (member: TestMember, reference: string) => ({
    eventName: 'firstDeposit' as const,
    reference,
    customerId: Number(member.id),
    amount: 5_000,
    currency: merchant.currency,
  });
  const affClicks = (reference: string) =>
    partners
      .of('/aff')
      .filter((request) => request.query.get('event') === 'firstDeposit')
      .filter((request) => request.query.get('click')?.startsWith(reference))
      .map((request) => request.query.get('click'));

  it('keeps the click id the member registered with, whatever click id the app sends later', async () => {
    const gclid = `gclid-final-${Date.now()}`;
    const member = await signUp(t.app, merchant, { pixelTrack: { gclid } });
    expectValue(
      await track(member, [{ eventName: 'login', eventID: `login-rw-${member.id}` }], {
        clickId: `gclid-final-rewritten-${member.id}`,
      }),
      calls.trackS2sEvents,
    );
    clock.advanceMinutes(0.05);
    expectValue(
      await platform([firstDeposit(member, `rw-dep-${member.id}`)]).answer,
      calls.platformEvents,
    );
    await t.app.postbacks.drain();
    expect(affClicks('gclid-final')).toEqual([gclid]);
  });

  it('never posts an organic member back to an affiliate network, whatever click id the app sends', async () => {
    const member = await signUp(t.app, merchant);
    expectValue(
      await track(member, [{ eventName: 'register', eventID: `reg-organic-${member.id}` }], {
        clickId: `organic-${member.id}`,
      }),
      calls.trackS2sEvents,
    );
    clock.advanceMinutes(0.05);
    expectValue(
      await platform([firstDeposit(member, `organic-dep-${member.id}`)]).answer,
      calls.platformEvents,
    );
    await t.app.postbacks.drain();
    expect(affClicks(`organic-${member.id}`)).toEqual([]);
    expect(eventIdsOf('/aff')).not.toContain(`register:organic-${member.id}`);
  });

  it('lets the app fill an affiliate member’s empty click id once: of parallel calls one fills it, later ones change nothing', async () => {
    const member = await signUp(t.app, merchant, { affiliateCode: 'aff9' });
    const prefix = `race-${member.id}-`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        track(member, [{ eventName: 'login', eventID: `login-race-${member.id}-${index}` }], {
          clickId: `${prefix}${index}`,
          appsflyerId: `1700000000000-${index}`,
        }),
      ),
    );
    for (const answer of answers) expectValue(answer, calls.trackS2sEvents);
    const kept = await t.database.db
      .selectFrom('member_s2s_info')
      .select(['click_id', 'appsflyer_id'])
      .where('member_id', '=', Number(member.id))
      .executeTakeFirstOrThrow();
    expect(kept.click_id).toMatch(new RegExp(`^${prefix}\\d+$`));
    // Both ids came from the same call: no field was overwritten by a later one.
    expect(kept.appsflyer_id).toBe(`1700000000000-${kept.click_id!.slice(prefix.length)}`);
    expectValue(
      await track(member, [{ eventName: 'login', eventID: `login-race-${member.id}-late` }], {
        clickId: `${prefix}late`,
      }),
      calls.trackS2sEvents,
    );
    clock.advanceMinutes(0.05);
    expectValue(
      await platform([firstDeposit(member, `race-dep-${member.id}`)]).answer,
      calls.platformEvents,
    );
    await t.app.postbacks.drain();
    expect(affClicks(prefix)).toEqual([kept.click_id]);
  });

  it('keeps the browser’s eventIDs apart from the wallet’s: a browser sending a deposit’s ID does not stop its postback', async () => {
    const member = await signUp(t.app, merchant, { affiliateCode: 'aff7' });
    const reference = `squat-${member.id}`;
    const squatted = (['deposit', 'firstDeposit'] as const).map((name) => ({
      eventName: 'viewContent',
      eventID: walletEventId(name, reference),
    }));
    expect(
      expectValue(await track(member, squatted, s2s(member)), calls.trackS2sEvents).recorded,
    ).toBe(2);
    const wallet = new WalletEvents(t.database.db, clock.now);
    for (const name of ['deposit', 'firstDeposit'] as const) {
      const wrote = await wallet.record({
        merchantCode: merchant.code,
        memberId: Number(member.id),
        name,
        amount: 5_000,
        currency: merchant.currency,
        reference,
      });
      expect(wrote).toBe(true);
    }
    clock.advanceMinutes(0.05);
    await t.app.postbacks.drain();
    const sent = partners
      .of('/appsflyer')
      .map(
        (request) =>
          JSON.parse(request.body) as { eventName: string; eventValue: { eventID: string } },
      )
      .filter((body) => body.eventValue.eventID.endsWith(reference));
    expect(sent.map((body) => [body.eventName, body.eventValue.eventID]).sort()).toEqual(
      [
        ['deposit', `deposit:${reference}`],
        ['firstDeposit', `firstDeposit:${reference}`],
        ['viewContent', `browser:deposit:${reference}`],
        ['viewContent', `browser:firstDeposit:${reference}`],
      ].sort(),
    );
  });
});
