import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, HANDOFF_TTL_MS } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import {
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  testRedisUrl,
  type TestMember,
  useTestApp,
  buildTestApp,
} from '../../test/index.js';

const PARTNER = 'https://partner.example/promo?campaign=spring%20sale&a=1#terms';

describe.each(testDatabases())('hand-off tokens on $name', (kind) => {
  let member: TestMember;
  const clock = fakeClock();
  const merchant = merchantFactory();
  const other = merchantFactory();

  const create = (url: string, token: string | null = member.token) =>
    send(t.app, merchant, calls.createHandoff, { url }, { token: token ?? undefined });
  const handoff = async (url = PARTNER) => {
    const value = expectValue(await create(url), calls.createHandoff);
    return { ...value, token: new URL(value.url).searchParams.get('handoffToken')! };
  };
  const redeem = (token: string, host: string, on: MerchantConfig = merchant) =>
    send(t.app, on, calls.redeemHandoff, { token, host }, { headers: { merchant: on.code } });

  const t = useTestApp(kind, { merchants: [merchant, other], now: clock.now });
  beforeAll(async () => {
    member = await signUp(t.app, merchant);
  });

  it('appends the username and a one-use token to the link, keeping its query and hash', async () => {
    const value = await handoff();
    expect(value.url).toBe(
      `https://partner.example/promo?campaign=spring%20sale&a=1&username=${member.username}&handoffToken=${value.token}#terms`,
    );
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.url).not.toContain(member.token);
    expect(Date.parse(value.expiresAt)).toBe(clock.now().getTime() + HANDOFF_TTL_MS);
  });

  it('replaces a username or token the link already carries', async () => {
    const value = await handoff('http://partner.example/?username=admin&handoffToken=x&b=2');
    expect(value.url).toBe(
      `http://partner.example/?b=2&username=${member.username}&handoffToken=${value.token}`,
    );
  });

  it('is redeemed once, by the host it was made for, for the member it was made for', async () => {
    const { token } = await handoff();
    const value = expectValue(await redeem(token, 'PARTNER.example'), calls.redeemHandoff);
    expect(value).toEqual({
      customerId: member.id,
      userName: member.username,
      merchantCode: merchant.code,
    });
    expectFailure(await redeem(token, 'partner.example'), 400, 'handoff.invalid');
  });

  it('a redemption from another host fails and uses the token up', async () => {
    const { token } = await handoff();
    expectFailure(await redeem(token, 'attacker.example'), 400, 'handoff.invalid');
    expectFailure(await redeem(token, 'partner.example'), 400, 'handoff.invalid');
  });

  it("another merchant cannot redeem a merchant's token", async () => {
    const { token } = await handoff();
    expectFailure(await redeem(token, 'partner.example', other), 400, 'handoff.invalid');
    expectFailure(await redeem(token, 'partner.example'), 400, 'handoff.invalid');
  });

  it('refuses a token made before a time-out or self-exclusion once it is taken', async () => {
    for (const body of [
      { kind: 'timeOut', days: 1 },
      { kind: 'selfExclusion', months: 6 },
    ]) {
      const taker = await signUp(t.app, merchant);
      const value = expectValue(
        await send(t.app, merchant, calls.createHandoff, { url: PARTNER }, { token: taker.token }),
        calls.createHandoff,
      );
      const token = new URL(value.url).searchParams.get('handoffToken')!;
      expectValue(
        await send(
          t.app,
          merchant,
          calls.takeBreak,
          { ...body, password: taker.password },
          { token: taker.token },
        ),
        calls.takeBreak,
      );
      expectFailure(await redeem(token, 'partner.example'), 400, 'handoff.invalid');
    }
  });

  it('expires after a minute', async () => {
    const { token } = await handoff();
    clock.advanceMinutes(2);
    expectFailure(await redeem(token, 'partner.example'), 400, 'handoff.invalid');
  });

  it('answers handoff.invalid to unknown and malformed tokens', async () => {
    expectFailure(await redeem('a'.repeat(43), 'partner.example'), 400, 'handoff.invalid');
    expectFailure(await redeem('', 'partner.example'), 400, 'handoff.invalid');
  });

  it('refuses internal links and anything that is not an http(s) link to another site', async () => {
    const own = merchant.hosts[0]!;
    for (const url of [
      `https://${own}/m/activity?id=1`,
      `http://${own.toUpperCase()}:8080/promo`,
      '/m/activity?id=1',
      'partner.example/promo',
      'javascript:alert(1)',
      'ftp://partner.example/file',
      'https://user:pass@partner.example/',
    ]) {
      expectFailure(await create(url), 400, 'handoff.url.invalid');
    }
  });

  it('needs a session', async () => {
    expectFailure(await create(PARTNER, null), 401, 'customer.not.login');
  });
});

describe.skipIf(!testRedisUrl)('hand-off tokens shared in Redis', () => {
  let database: DatabaseHandle;
  const redis: RedisHandle[] = [];
  const apps: FastifyInstance[] = [];
  const merchant = merchantFactory();

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    for (let i = 0; i < 2; i += 1) {
      const handle = await openRedis(testRedisUrl!);
      redis.push(handle);
      apps.push(await buildTestApp({ database, merchants: [merchant], redis: handle.client }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of redis) await handle.close();
    await database?.close();
  });

  it('a token made on one instance is redeemed once on another', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const member = await signUp(first, merchant);
    const created = expectValue(
      await send(first, merchant, calls.createHandoff, { url: PARTNER }, { token: member.token }),
      calls.createHandoff,
    );
    const token = new URL(created.url).searchParams.get('handoffToken')!;
    const body = { token, host: 'partner.example' };
    const redeemed = await send(second, merchant, calls.redeemHandoff, body);
    expect(expectValue(redeemed, calls.redeemHandoff).customerId).toBe(member.id);
    const again = await send(first, merchant, calls.redeemHandoff, body);
    expectFailure(again, 400, 'handoff.invalid');
  });
});
