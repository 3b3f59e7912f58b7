import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { RedisCounterStore } from '../core/limits/counter-store.js';
import {
  authed,
  buildTestApp,
  deleteKeys,
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  PASSWORD,
  redisServerInstalled,
  register,
  send,
  signUp,
  startPrivateRedis,
  testDatabases,
  testRedisUrl,
  uniqueRedisPrefix,
  uniqueUsername,
  type PrivateRedis,
} from '../../test/index.js';

const lockingMerchant = () =>
  merchantFactory({ accounts: { ...merchantFactory().accounts, lockoutFailures: 3 } });

describe.skipIf(!testRedisUrl).each(testDatabases())('lockout shared in Redis on $name', (kind) => {
  let database: DatabaseHandle;
  const redis: RedisHandle[] = [];
  const apps: FastifyInstance[] = [];
  const prefix = uniqueRedisPrefix();
  const merchant = lockingMerchant();

  beforeAll(async () => {
    database = await kind.open();
    // Two instances on the same database and Redis, each with its own connection.
    for (let i = 0; i < 2; i += 1) {
      const handle = await openRedis(testRedisUrl!);
      redis.push(handle);
      const counters = new RedisCounterStore(handle.client, prefix);
      apps.push(await buildTestApp({ database, merchants: [merchant], counters }));
    }
  });
  afterAll(async () => {
    if (redis[0]) await deleteKeys(redis[0].client, prefix);
    for (const app of apps) await app.close();
    for (const handle of redis) await handle.close();
    await database?.close();
  });

  it('locks an account on every instance after failures on one', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const member = await signUp(first, merchant);
    const neighbour = await signUp(first, merchant);
    for (let i = 0; i < merchant.accounts.lockoutFailures; i += 1) {
      const wrong = { username: member.username, password: 'Wrong-pass-1' };
      expectFailure(await login(first, merchant, wrong), 200, 'login.cred.err');
    }
    expectFailure(await login(second, merchant, member), 200, 'login.locked');
    expectFailure(await login(first, merchant, member), 200, 'login.locked');
    expectValue(await login(second, merchant, neighbour), calls.sessionLogin);
    const keys = await redis[0]!.client.keys(`${prefix}login:acct:*`);
    expect(keys).toContain(`${prefix}login:acct:${merchant.code}:${member.username.toLowerCase()}`);
  });
});

describe.skipIf(!testRedisUrl || !redisServerInstalled()).each(testDatabases())(
  'sign-in with Redis down on $name',
  (kind) => {
    let database: DatabaseHandle;
    let server: PrivateRedis;
    let handle: RedisHandle;
    let app: FastifyInstance;
    const merchant = lockingMerchant();

    const sessionCount = async () => {
      const row = await database.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('merchant_code', '=', merchant.code)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };

    beforeAll(async () => {
      database = await kind.open();
      server = await startPrivateRedis();
      handle = await openRedis(server.url);
      app = await buildTestApp({ database, merchants: [merchant], redis: handle.client });
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await server?.stop();
      await database?.close();
    });

    it('signs in while Redis answers and fails closed with 503 once it is gone', async () => {
      const member = await signUp(app, merchant);
      expectValue(await login(app, merchant, member), calls.sessionLogin);

      await server.stop();
      const sessions = await sessionCount();
      // Each answer names what is unavailable: the sealed form, or the username check.
      const signIn = await login(app, merchant, member);
      expectFailure(signIn, 503, 'service_unavailable');
      expect(signIn.json()).toMatchObject({ message: expect.stringMatching(/^This secure form/) });
      const username = uniqueUsername('down');
      const registration = await register(app, merchant, { username, password: PASSWORD });
      expectFailure(registration, 503, 'service_unavailable');
      const check = await send(app, merchant, calls.checkUsername, undefined, {
        query: { username },
      });
      expectFailure(check, 503, 'service_unavailable');
      expect(check.json()).toMatchObject({
        message: expect.stringMatching(/^The username check is unavailable/),
      });
      expect(await sessionCount()).toBe(sessions);
      const created = await database.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .execute();
      expect(created).toEqual([]);
      // Existing sessions do not depend on Redis.
      const info = await authed(app, merchant, member.token).get(calls.memberInfo);
      expectValue(info, calls.memberInfo);
    });
  },
);
