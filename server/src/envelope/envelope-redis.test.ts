import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { sealBody } from '../../test/envelope-client.js';
import { ECHO_PAYLOAD, registerSealedEcho, sealedEcho } from '../../test/envelope-echo.js';
import { buildTestApp, merchantFactory, testDatabases } from '../../test/index.js';
import { deleteKeys, testRedisUrl } from '../../test/redis.js';

describe.skipIf(!testRedisUrl).each(testDatabases())(
  'envelope replay across instances with Redis on $name',
  (kind) => {
    let database: DatabaseHandle;
    let redis: RedisHandle;
    let apps: FastifyInstance[];
    const merchants = {
      hpke: merchantFactory({ envelope: 'hpke' }),
      'aes-gcm': merchantFactory({ envelope: 'aes-gcm' }),
    };

    beforeAll(async () => {
      database = await kind.open();
      redis = await openRedis(testRedisUrl!);
      const build = () =>
        buildTestApp({
          database,
          merchants: Object.values(merchants),
          redis: redis.client,
          setup: registerSealedEcho,
        });
      apps = [await build(), await build()];
    });
    afterAll(async () => {
      await Promise.all((apps ?? []).map((app) => app.close()));
      for (const [scheme, merchant] of Object.entries(merchants)) {
        if (redis) await deleteKeys(redis.client, `lobby:nonce:${scheme}:${merchant.code}:`);
      }
      await redis?.close();
      await database?.close();
    });

    it.each(['hpke', 'aes-gcm'] as const)(
      'refuses on one instance a %s request another instance already accepted',
      async (scheme) => {
        const merchant = merchants[scheme];
        const host = merchant.hosts[0]!;
        const [first, second] = apps as [FastifyInstance, FastifyInstance];
        const sealed = await sealBody(first, sealedEcho, ECHO_PAYLOAD, { host });
        const send = (app: FastifyInstance) =>
          app.inject({
            method: 'POST',
            url: sealedEcho.path,
            headers: { host, ...sealed.headers },
            payload: sealed.payload,
          });
        expect((await send(first)).statusCode).toBe(200);
        const replay = await send(second);
        expect(replay.statusCode).toBe(400);
        expect(replay.json()).toMatchObject({ errorCode: 'envelope_invalid' });
        const nonces = await redis.client.keys(`lobby:nonce:${scheme}:${merchant.code}:*`);
        expect(nonces).toHaveLength(1);
        expect(await redis.client.pttl(nonces[0]!)).toBeGreaterThan(9 * 60_000);
      },
    );
  },
);
