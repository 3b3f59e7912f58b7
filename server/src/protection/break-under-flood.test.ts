import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { RedisCounterStore, type CounterStore } from '../core/limits/counter-store.js';
import { AccountLimiter } from '../accounts/account-limiter.js';
import {
  buildTestApp,
  deleteKeys,
  expectFailure,
  expectValue,
  freshAddress,
  login,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/index.js';

const ROUNDS = 20;
const FLOOD = 20;
/** Sign-ins of the flood that know the password: they may open a session only before the break. */
const RIGHT_IN_FLOOD = 2;

// PGlite with the in-process counters, PostgreSQL with Redis's (as two instances share them).
const kinds = testDatabases().map((database) => ({
  database,
  redis: database.name === 'postgres' && testRedisUrl !== undefined,
}));

describe.each(kinds)(
  'a time-out during a flood of sign-ins on $database.name (Redis counters: $redis)',
  ({ database: kind, redis: useRedis }) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let redis: RedisHandle | undefined;
    const prefix = uniqueRedisPrefix();
    const merchant = merchantFactory({
      accounts: { ...merchantFactory().accounts, lockoutFailures: 5 },
    });

    beforeAll(async () => {
      database = await kind.open();
      let counters: CounterStore | undefined;
      if (useRedis) {
        redis = await openRedis(testRedisUrl!);
        counters = new RedisCounterStore(redis.client, prefix);
      }
      app = await buildTestApp({ database, merchants: [merchant], counters });
    });
    afterAll(async () => {
      await app?.close();
      if (redis) {
        await deleteKeys(redis.client, prefix);
        await redis.close();
      }
      await database?.close();
    });

    const liveSessions = async (memberId: number) =>
      database.db
        .selectFrom('sessions')
        .select('id')
        .where('merchant_code', '=', merchant.code)
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .execute();

    it(`holds the member's own time-out every time, ${ROUNDS} rounds of ${FLOOD} wrong sign-ins sent with it`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const member = await signUp(app, merchant);
        const flood = Array.from({ length: FLOOD + RIGHT_IN_FLOOD }, (_, i) =>
          login(
            app,
            merchant,
            {
              username: member.username,
              password: i < FLOOD ? `Wrong-guess-${round}-${i}` : member.password,
            },
            { ip: freshAddress() },
          ),
        );
        const timeOut = send(
          app,
          merchant,
          calls.takeBreak,
          { kind: 'timeOut', days: 1, password: member.password },
          { token: member.token, ip: freshAddress() },
        );
        const [breakAnswer] = await Promise.all([timeOut, ...flood]);
        expectValue(breakAnswer, calls.takeBreak);

        // Every session ended, the flood's included, and no sign-in gets a new one.
        expect(await liveSessions(Number(member.id)), `round ${round}`).toEqual([]);
        expectFailure(
          await send(app, merchant, calls.memberInfo, undefined, { token: member.token }),
          401,
          'customer.not.login',
        );
        const rightPassword = () =>
          login(
            app,
            merchant,
            { username: member.username, password: member.password },
            { ip: freshAddress() },
          );
        // The flood's wrong guesses may have locked the sign-in: a refusal either way.
        const afterFlood = (await rightPassword()).json() as { errorCode?: string };
        expect(['login.locked', 'protection.time.out'], `round ${round}`).toContain(
          afterFlood.errorCode,
        );
        // With the sign-in tries cleared, the time-out itself refuses the right password.
        await new AccountLimiter(app.core.limiter).loginSucceeded(merchant, member.username);
        expectFailure(await rightPassword(), 403, 'protection.time.out');
        expect(await liveSessions(Number(member.id)), `round ${round}`).toEqual([]);
      }
    }, 120_000);
  },
);
