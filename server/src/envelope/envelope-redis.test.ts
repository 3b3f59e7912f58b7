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
    const merchant = merchantFactory({ envelope: 'aes-gcm' });
    const host = merchant.hosts[0]!;

    beforeAll(async () => {
      database = await kind.open();
      redis = await openRedis(testRedisUrl!);
      const build = () =>
        buildTestApp({
          database,
          merchants: [merchant],
          redis: redis.client,
          setup: registerSealedEcho,
        });
      apps = [await build(), await build()];
    });
    afterAll(async () => {
      await Promise.all((apps ?? []).map((app) => app.close()));
      if (redis) await deleteKeys(redis.client, `lobby:nonce:aes-gcm:${merchant.code}:`);
      await redis?.close();
      await database?.close();
    });

    it('refuses on one instance a request another instance already accepted', async () => {
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
      const nonces = await redis.client.keys(`lobby:nonce:aes-gcm:${merchant.code}:*`);
      expect(nonces).toHaveLength(1);
      expect(await redis.client.pttl(nonces[0]!)).toBeGreaterThan(9 * 60_000);
    });
  },
);
