import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, DEFAULTS, type PushSendBody } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  PASSWORD,
  send,
  signInOperator,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';
import {
  browserKeys,
  FAKE_PUSH_AUDIENCE,
  fakePushService,
  verifiedVapidKey,
  type BrowserKeys,
} from '../../test/fake-push-service.js';
import { listenLocally, type LocalServer } from '../../test/local-server.js';
import { PushRepository } from './push-repository.js';
import { mayPushTo } from './push-sender.js';
import { pushWorker } from './push-worker.js';

type FakePushService = Awaited<ReturnType<typeof fakePushService>>;

describe.each(testDatabases())('web push on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const real = merchantFactory({ demo: false });
  const clock = fakeClock();
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await fakePushService();
  });
  afterAll(() => fake.close());
  // The deployment, not any browser, sends every push to the fake (PUSH_SERVICE_URL).
  const t = useTestApp(kind, () => ({
    merchants: [merchant, other],
    now: clock.now,
    config: { outbound: { localOrigins: [], pushServiceUrl: fake.url } },
  }));

  let counter = 0;
  /** A browser subscribed with the fake push service, registered with the merchant. */
  const subscribe = async (on = merchant, topic: string | null = DEFAULTS.pushTopic) => {
    counter += 1;
    const keys = browserKeys();
    const endpoint = fake.endpoint(`${on.code}-${counter}-${Date.now()}`);
    const { token } = expectValue(
      await send(t.app, on, calls.pushRegister, {
        web: { endpoint, auth: keys.auth, p256dh: keys.p256dh },
      }),
      calls.pushRegister,
    );
    if (topic) {
      expectValue(
        await send(t.app, on, calls.fcmSubscribe, { registrationToken: token, topic }),
        calls.fcmSubscribe,
      );
    }
    return { token, keys, endpoint, path: new URL(endpoint).pathname };
  };
  const bind = async (token: string, member: TestMember, on = merchant) =>
    expectValue(
      await authed(t.app, on, member.token).post(calls.fcmBind, { registrationToken: token }),
      calls.fcmBind,
    );
  const sendPush = async (body: PushSendBody, on = merchant) =>
    expectValue(
      await send(t.app, on, calls.opsPushSend, body, {
        headers: { cookie: await signInOperator(t.app, on, 'marketing') },
      }),
      calls.opsPushSend,
    );
  const toAll = (title: string, extra: Partial<PushSendBody> = {}): PushSendBody => ({
    target: { topic: DEFAULTS.pushTopic },
    marketing: true,
    defaultLanguage: 'EN',
    contents: { EN: { title, body: `${title} body`, url: '/m/promotions' } },
    ...extra,
  });
  /** The decrypted payloads the fake received at one subscription. */
  const payloadsAt = (path: string, keys: BrowserKeys) =>
    fake.received
      .filter((push) => push.path === path)
      .map(
        (push) =>
          JSON.parse(keys.decrypt(push.body)) as { title: string; body: string; url: string },
      );
  const titlesAt = (path: string, keys: BrowserKeys) => payloadsAt(path, keys).map((p) => p.title);

  it('delivers a topic send to every subscriber, encrypted (RFC 8291) and signed with the merchant VAPID key', async () => {
    const a = await subscribe();
    const b = await subscribe();
    const notSubscribed = await subscribe(merchant, null);
    const elsewhere = await subscribe(other);
    const { recipients } = await sendPush(toAll('Fan-out'));
    expect(recipients).toBeGreaterThanOrEqual(2);
    await t.app.push.worker.drain();
    expect(payloadsAt(a.path, a.keys)).toEqual([
      { title: 'Fan-out', body: 'Fan-out body', url: '/m/promotions' },
    ]);
    expect(titlesAt(b.path, b.keys)).toEqual(['Fan-out']);
    expect(titlesAt(notSubscribed.path, notSubscribed.keys)).toEqual([]);
    expect(titlesAt(elsewhere.path, elsewhere.keys)).toEqual([]);
    const push = fake.received.find((item) => item.path === a.path)!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const status = expectValue(await send(t.app, merchant, calls.systemStatus), calls.systemStatus);
    expect(status.phoneProvider.vapidKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The VAPID claims name the push service the browser registered with, not the stand-in.
    expect(verifiedVapidKey(push.headers, FAKE_PUSH_AUDIENCE)).toBe(status.phoneProvider.vapidKey);
    const otherStatus = expectValue(
      await send(t.app, other, calls.systemStatus),
      calls.systemStatus,
    );
    expect(otherStatus.phoneProvider.vapidKey).not.toBe(status.phoneProvider.vapidKey);
  });

  it('audits each send in its transaction, and only marketing and admin roles may send', async () => {
    for (const role of ['finance', 'support', 'readOnly'] as const) {
      expectFailure(
        await send(t.app, merchant, calls.opsPushSend, toAll('Not allowed'), {
          headers: { cookie: await signInOperator(t.app, merchant, role) },
        }),
        403,
        'operator.forbidden',
      );
    }
    const { messageId } = await sendPush(toAll('Audited'));
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'after'])
      .where('merchant_code', '=', merchant.code)
      .where('action', '=', 'push.send')
      .execute();
    expect(rows.map((row) => (row.after as { messageId: string }).messageId)).toContain(messageId);
  });

  it("sends in the member's language where the operator gave one, else the default", async () => {
    const member = await signUp(t.app, merchant);
    const bound = await subscribe();
    await bind(bound.token, member);
    await t.database.db
      .updateTable('members')
      .set({ language: 'TH' })
      .where('id', '=', Number(member.id))
      .execute();
    const visitor = await subscribe();
    await sendPush(
      toAll('Hello', {
        contents: {
          EN: { title: 'Hello', body: 'in English', url: '/m/home' },
          TH: { title: 'สวัสดี', body: 'ภาษาไทย', url: '/m/home' },
        },
      }),
    );
    await t.app.push.worker.drain();
    expect(titlesAt(bound.path, bound.keys)).toEqual(['สวัสดี']);
    expect(titlesAt(visitor.path, visitor.keys)).toEqual(['Hello']);
  });

  it('sends to one member: only their subscriptions, only on their merchant', async () => {
    const member = await signUp(t.app, merchant);
    const phone = await subscribe(merchant, null);
    const laptop = await subscribe(merchant, null);
    const someoneElse = await subscribe();
    await bind(phone.token, member);
    await bind(laptop.token, member);
    const { recipients } = await sendPush(
      toAll('Just you', { target: { memberId: Number(member.id) }, marketing: false }),
    );
    expect(recipients).toBe(2);
    const fromOther = await sendPush(
      toAll('Not yours', { target: { memberId: Number(member.id) }, marketing: false }),
      other,
    );
    expect(fromOther.recipients).toBe(0);
    await t.app.push.worker.drain();
    expect(titlesAt(phone.path, phone.keys)).toEqual(['Just you']);
    expect(titlesAt(laptop.path, laptop.keys)).toEqual(['Just you']);
    expect(titlesAt(someoneElse.path, someoneElse.keys)).toEqual([]);
  });

  it('unsubscribes one token, or with unsubscribeAll every subscription of its member', async () => {
    const member = await signUp(t.app, merchant);
    const one = await subscribe();
    const two = await subscribe();
    const three = await subscribe();
    await bind(one.token, member);
    await bind(two.token, member);
    expectValue(
      await send(t.app, merchant, calls.fcmUnsubscribe, { registrationToken: three.token }),
      calls.fcmUnsubscribe,
    );
    expectValue(
      await send(t.app, merchant, calls.fcmUnsubscribe, {
        registrationToken: one.token,
        unsubscribeAll: true,
      }),
      calls.fcmUnsubscribe,
    );
    const still = await subscribe();
    await sendPush(toAll('After leaving'));
    await t.app.push.worker.drain();
    for (const gone of [one, two, three]) expect(titlesAt(gone.path, gone.keys)).toEqual([]);
    expect(titlesAt(still.path, still.keys)).toEqual(['After leaving']);
  });

  it('removes a subscription its push service calls gone (410 or 404), with its queued pushes', async () => {
    const gone = await subscribe();
    const missing = await subscribe();
    const fine = await subscribe();
    fake.answer((path) => (path === gone.path ? 410 : path === missing.path ? 404 : 201));
    try {
      await sendPush(toAll('Expired'));
      await t.app.push.worker.drain();
    } finally {
      fake.answer(() => 201);
    }
    const repository = new PushRepository(t.database.db);
    const { createHash } = await import('node:crypto');
    const idOf = (token: string) =>
      repository.idOf(merchant.code, createHash('sha256').update(token).digest('hex'));
    expect(await idOf(gone.token)).toBeUndefined();
    expect(await idOf(missing.token)).toBeUndefined();
    expect(await idOf(fine.token)).toBeDefined();
    expectFailure(
      await send(t.app, merchant, calls.fcmSubscribe, {
        registrationToken: gone.token,
        topic: 'ALL',
      }),
      404,
      'push.token.unknown',
    );
  });

  it('retries a failed send with back-off, then delivers it once', async () => {
    const flaky = await subscribe();
    fake.answer((path) => (path === flaky.path ? 500 : 201));
    await sendPush(toAll('Retried'));
    await t.app.push.worker.drain();
    expect(titlesAt(flaky.path, flaky.keys)).toEqual(['Retried']);
    fake.answer(() => 201);
    await t.app.push.worker.drain();
    // Not due before its back-off.
    expect(fake.received.filter((push) => push.path === flaky.path)).toHaveLength(1);
    clock.advanceMinutes(1);
    await t.app.push.worker.drain();
    expect(titlesAt(flaky.path, flaky.keys)).toEqual(['Retried', 'Retried']);
    const left = await t.database.db
      .selectFrom('push_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('available_at', '<=', clock.now())
      .execute();
    expect(left).toEqual([]);
  });

  it('sends no marketing push to a member on a time-out or self-excluded, but a service one', async () => {
    const resting = await signUp(t.app, merchant);
    const excluded = await signUp(t.app, merchant);
    const playing = await signUp(t.app, merchant);
    const subscriptions = await Promise.all([subscribe(), subscribe(), subscribe()]);
    await bind(subscriptions[0].token, resting);
    await bind(subscriptions[1].token, excluded);
    await bind(subscriptions[2].token, playing);
    expectValue(
      await authed(t.app, merchant, resting.token).post(calls.takeBreak, {
        kind: 'timeOut',
        days: 1,
        password: PASSWORD,
      }),
      calls.takeBreak,
    );
    expectValue(
      await authed(t.app, merchant, excluded.token).post(calls.takeBreak, {
        kind: 'selfExclusion',
        permanent: true,
        password: PASSWORD,
      }),
      calls.takeBreak,
    );
    const marketing = await sendPush(toAll('Big bonus'));
    const service = await sendPush(toAll('Account notice', { marketing: false }));
    // Left out when queued, not only when sent.
    expect(service.recipients - marketing.recipients).toBe(2);
    await t.app.push.worker.drain();
    const [r, e, p] = subscriptions.map((s) => titlesAt(s.path, s.keys));
    expect(r).toEqual(['Account notice']);
    expect(e).toEqual(['Account notice']);
    expect(p?.sort()).toEqual(['Account notice', 'Big bonus']);
  });

  it('drops a queued marketing push when its member goes on a break before it is sent', async () => {
    const member = await signUp(t.app, merchant);
    const subscription = await subscribe();
    await bind(subscription.token, member);
    // Queued while the worker is away; the member rests before it comes back.
    await t.app.push.worker.stop();
    try {
      const { recipients } = await sendPush(
        toAll('Queued before the break', { target: { memberId: Number(member.id) } }),
      );
      expect(recipients).toBe(1);
      expectValue(
        await authed(t.app, merchant, member.token).post(calls.takeBreak, {
          kind: 'timeOut',
          days: 1,
          password: PASSWORD,
        }),
        calls.takeBreak,
      );
    } finally {
      t.app.push.worker.start();
    }
    await t.app.push.worker.drain();
    expect(titlesAt(subscription.path, subscription.keys)).toEqual([]);
    const left = await t.database.db.selectFrom('push_outbox').select('id').execute();
    expect(left).toEqual([]);
  });

  it('hands each queued push to exactly one of many workers (FOR UPDATE SKIP LOCKED)', async () => {
    await t.app.push.worker.stop();
    const sent: string[] = [];
    try {
      const many = await Promise.all(Array.from({ length: 12 }, () => subscribe()));
      await sendPush(toAll('Once each'));
      const workers = Array.from({ length: 4 }, () =>
        pushWorker({
          repository: new PushRepository(t.database.db),
          send: async (push) => {
            sent.push(push.subscriptionId);
            return { kind: 'sent' };
          },
          merchantOf: async () => merchant,
          now: clock.now,
          log: { warn: () => {}, error: () => {} },
          policy: { pollMs: 1000, leaseMs: 60_000, maxAttempts: 6, backoffMs: 5000, batch: 3 },
        }),
      );
      await Promise.all(workers.map((worker) => worker.drain()));
      expect(new Set(sent).size).toBe(sent.length);
      expect(sent.length).toBeGreaterThanOrEqual(many.length);
    } finally {
      t.app.push.worker.start();
    }
  });

  it('subscribes a token once however many times it is asked at once', async () => {
    const { token } = await subscribe(merchant, null);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, merchant, calls.fcmSubscribe, { registrationToken: token, topic: 'ALL' }),
      ),
    );
    for (const answer of answers) expectValue(answer, calls.fcmSubscribe);
    const { createHash } = await import('node:crypto');
    const topics = await new PushRepository(t.database.db).topicsOf(
      merchant.code,
      createHash('sha256').update(token).digest('hex'),
    );
    expect(topics).toEqual(['ALL']);
  });

  it('keeps tokens to their merchant: another merchant does not know them', async () => {
    const { token } = await subscribe(merchant, null);
    const member = await signUp(t.app, other);
    expectFailure(
      await send(t.app, other, calls.fcmSubscribe, { registrationToken: token, topic: 'ALL' }),
      404,
      'push.token.unknown',
    );
    expectFailure(
      await authed(t.app, other, member.token).post(calls.fcmBind, { registrationToken: token }),
      404,
      'push.token.unknown',
    );
  });

  it('updates (PATCH) a registration under a fresh token and forgets it on DELETE', async () => {
    const first = await subscribe();
    const keys = browserKeys();
    const endpoint = fake.endpoint(`moved-${Date.now()}`);
    const { token } = expectValue(
      await send(t.app, merchant, calls.pushRegistrationUpdate, {
        token: first.token,
        web: { endpoint, auth: keys.auth, p256dh: keys.p256dh },
      }),
      calls.pushRegistrationUpdate,
    );
    expect(token).not.toBe(first.token);
    expectFailure(
      await send(t.app, merchant, calls.pushRegistrationUpdate, {
        token: first.token,
        web: { endpoint, auth: keys.auth, p256dh: keys.p256dh },
      }),
      404,
      'push.token.unknown',
    );
    await sendPush(toAll('Moved'));
    await t.app.push.worker.drain();
    expect(titlesAt(new URL(endpoint).pathname, keys)).toEqual(['Moved']);
    expectValue(
      await send(t.app, merchant, calls.pushRegistrationDelete, { token }),
      calls.pushRegistrationDelete,
    );
    expectFailure(
      await send(t.app, merchant, calls.fcmSubscribe, { registrationToken: token, topic: 'ALL' }),
      404,
      'push.token.unknown',
    );
  });

  it('refuses bad registrations with invalid_request', async () => {
    const keys = browserKeys();
    const bad = [
      {
        endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}`,
        auth: keys.auth,
        p256dh: keys.p256dh,
      },
      { endpoint: 'https://fcm.googleapis.com/a\u0000b', auth: keys.auth, p256dh: keys.p256dh },
      { endpoint: 'ftp://push.example/x', auth: keys.auth, p256dh: keys.p256dh },
      { endpoint: 'https://fcm.googleapis.com/x', auth: 'not base64!', p256dh: keys.p256dh },
      { endpoint: 'https://fcm.googleapis.com/x', auth: keys.auth, p256dh: 'y'.repeat(200) },
      { endpoint: 42, auth: keys.auth, p256dh: keys.p256dh },
    ];
    for (const web of bad) {
      expectFailure(
        await send(t.app, merchant, calls.pushRegister, { web }),
        400,
        'invalid_request',
      );
    }
    expectFailure(
      await send(t.app, merchant, calls.fcmSubscribe, { registrationToken: 'x', topic: 'ALL\n' }),
      400,
      'invalid_request',
    );
  });

  describe('never to an address a browser made up (issue 44)', () => {
    let victim: LocalServer & { hits: string[] };
    beforeAll(async () => {
      const hits: string[] = [];
      const server = await listenLocally((request, response) => {
        hits.push(request.url ?? '');
        response.writeHead(201).end();
      });
      victim = { ...server, hits };
    });
    afterAll(() => victim.close());
    const port = () => new URL(victim.url).port;
    const internal = () => [
      `http://127.0.0.1:${port()}/push/x`,
      `http://2130706433:${port()}/push/x`,
      `https://127.0.0.1:${port()}/push/x`,
      `https://0x7f.1/push/x`,
      `https://[::1]/push/x`,
      `https://[::ffff:127.0.0.1]/push/x`,
      `https://localhost/push/x`,
      `http://127.0.0.1:5432/`,
      `http://127.0.0.1:6379/`,
      `https://169.254.169.254/latest/meta-data/`,
      `http://fcm.googleapis.com/fcm/send/x`,
      `https://fcm.googleapis.com:${port()}/fcm/send/x`,
      `https://user:pw@fcm.googleapis.com/fcm/send/x`,
      `https://fcm.googleapis.com.attacker.example/fcm/send/x`,
      `https://push.example/fcm/send/x`,
    ];

    it('refuses, on a demo merchant too, a registration whose endpoint is not https on a known push service', async () => {
      const keys = browserKeys();
      for (const endpoint of internal()) {
        expect(mayPushTo(endpoint), endpoint).toBe(false);
        expectFailure(
          await send(t.app, merchant, calls.pushRegister, {
            web: { endpoint, auth: keys.auth, p256dh: keys.p256dh },
          }),
          400,
          'push.endpoint.refused',
        );
      }
      const { token } = await subscribe();
      expectFailure(
        await send(t.app, merchant, calls.pushRegistrationUpdate, {
          token,
          web: {
            endpoint: `http://127.0.0.1:${port()}/push/y`,
            auth: keys.auth,
            p256dh: keys.p256dh,
          },
        }),
        400,
        'push.endpoint.refused',
      );
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/QGx',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
      ]) {
        expect(mayPushTo(endpoint), endpoint).toBe(true);
      }
    });

    it('sends nothing to an internal address a stored subscription names: the row is dropped', async () => {
      // As a registration accepted before the rule would be: written past the service.
      const keys = browserKeys();
      const endpoints = internal().slice(0, 3);
      for (const [index, endpoint] of endpoints.entries()) {
        await new PushRepository(t.database.db).register(
          merchant.code,
          `${'f'.repeat(60)}${String(index).padStart(4, '0')}`,
          { endpoint, auth: keys.auth, p256dh: keys.p256dh, applicationPubKey: null },
          clock.now(),
        );
      }
      const rows = await t.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('merchant_code', '=', merchant.code)
        .where('endpoint', 'in', endpoints)
        .execute();
      for (const row of rows) {
        await t.database.db
          .insertInto('push_topic_subscriptions')
          .values({ subscription_id: row.id, topic: DEFAULTS.pushTopic })
          .execute();
      }
      await sendPush(toAll('Internal'));
      await t.app.push.worker.drain();
      expect(victim.hits).toEqual([]);
    });
  });

  describe('on a real merchant', () => {
    const r = useTestApp(kind, { merchants: [real] });
    it('accepts only endpoints of the known push services', async () => {
      const keys = browserKeys();
      expectFailure(
        await send(r.app, real, calls.pushRegister, {
          web: { endpoint: 'http://127.0.0.1:9/push', auth: keys.auth, p256dh: keys.p256dh },
        }),
        400,
        'push.endpoint.refused',
      );
      expectValue(
        await send(r.app, real, calls.pushRegister, {
          web: {
            endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
            auth: keys.auth,
            p256dh: keys.p256dh,
          },
        }),
        calls.pushRegister,
      );
    });
  });
});
