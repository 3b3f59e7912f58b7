import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { RedisCounterStore } from '../core/limits/counter-store.js';
import {
  addOperator,
  buildTestApp,
  cookieOf,
  deleteKeys,
  expectFailure,
  freshAddress,
  merchantFactory,
  send,
  testDatabases,
  testRedisUrl,
  totpCode,
  uniqueRedisPrefix,
} from '../../test/index.js';

const errorCodes = (answers: { json(): unknown }[]) =>
  answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);

describe.skipIf(!testRedisUrl).each(testDatabases())(
  'operator sign-in limits shared in Redis on $name',
  (kind) => {
    let database: DatabaseHandle;
    const redis: RedisHandle[] = [];
    const apps: FastifyInstance[] = [];
    const prefix = uniqueRedisPrefix();
    const merchant = merchantFactory();

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

    const signIn = (i: number, username: string, password: string, ip: string) =>
      send(apps[i % 2]!, merchant, calls.operatorLogin, { username, password }, { ip });

    it('judges 20 of 22 wrong passwords from 22 addresses on two instances, then not the right one', async () => {
      const operator = await addOperator(apps[0]!, merchant, 'finance');
      const answers = await Promise.all(
        Array.from({ length: 22 }, (_, i) =>
          signIn(i, operator.username, 'not-the-password', freshAddress()),
        ),
      );
      const codes = errorCodes(answers);
      expect(codes.filter((c) => c === 'operator.cred.err')).toHaveLength(20);
      expect(codes.filter((c) => c === 'TOO_MANY_REQUEST_OPERATOR')).toHaveLength(2);
      expectFailure(
        await signIn(0, operator.username, operator.password, freshAddress()),
        429,
        'TOO_MANY_REQUEST_OPERATOR',
      );
    });

    it('judges five of 40 codes from one /24 on two instances in one pending sign-in', async () => {
      const operator = await addOperator(apps[0]!, merchant, 'admin');
      const network = freshAddress().replace(/\.\d+$/, '');
      const cookie = cookieOf(
        await signIn(0, operator.username, operator.password, `${network}.1`),
      );
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(
            apps[i % 2]!,
            merchant,
            calls.operatorSignInCode,
            { code: '000000' },
            { ip: `${network}.${i + 2}`, headers: { cookie } },
          ),
        ),
      );
      const codes = errorCodes(answers);
      expect(codes.filter((c) => c === 'operator.code.err')).toHaveLength(5);
      expect(codes.filter((c) => c !== 'operator.code.err').length).toBe(35);
      expectFailure(
        await send(
          apps[1]!,
          merchant,
          calls.operatorSignInCode,
          { code: await totpCode(operator.secret) },
          { ip: freshAddress(), headers: { cookie } },
        ),
        401,
        'operator.step.invalid',
      );
    });
  },
);
