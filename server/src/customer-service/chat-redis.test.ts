import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, CHAT_STREAM_PATH, OPS_CHAT_STREAM_PATH, type ChatMessage } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { CUSTOMER_SERVICE_LIMITS as LIMITS } from './customer-service-limits.js';
import { RedisCounterStore } from '../core/limits/counter-store.js';
import {
  buildTestApp,
  deleteKeys,
  expectFailure,
  expectValue,
  merchantFactory,
  openSse,
  redisServerInstalled,
  send,
  signInOperator,
  signUp,
  startPrivateRedis,
  testDatabases,
  testRedisUrl,
  uniqueRedisPrefix,
  type PrivateRedis,
} from '../../test/index.js';

const postgres = testDatabases().filter((kind) => kind.name === 'postgres');

describe.skipIf(!testRedisUrl || postgres.length === 0)(
  'chat across two instances on PostgreSQL and Redis',
  () => {
    let database: DatabaseHandle;
    const redis: RedisHandle[] = [];
    const apps: FastifyInstance[] = [];
    const bases: string[] = [];
    const prefix = uniqueRedisPrefix();
    const merchant = merchantFactory();

    beforeAll(async () => {
      database = await postgres[0]!.open();
      for (let i = 0; i < 2; i += 1) {
        const handle = await openRedis(testRedisUrl!);
        redis.push(handle);
        const app = await buildTestApp({
          database,
          merchants: [merchant],
          redis: handle.client,
          counters: new RedisCounterStore(handle.client, prefix),
        });
        apps.push(app);
        bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      }
    });
    afterAll(async () => {
      if (redis[0]) await deleteKeys(redis[0].client, prefix);
      for (const app of apps) await app.close();
      for (const handle of redis) await handle.close();
      await database?.close();
    });

    it('delivers a message sent through one instance to streams connected to the other', async () => {
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const member = await signUp(first, merchant);
      const opened = expectValue(
        await send(first, merchant, calls.launchChat, {}, { token: member.token }),
        calls.launchChat,
      );
      const ops = await signInOperator(first, merchant);
      const headers = { merchant: merchant.code };
      // The player listens on the second instance, the operator on the first.
      const player = await openSse(`${bases[1]}${CHAT_STREAM_PATH}`, {
        ...headers,
        authorization: `Bearer ${member.token}`,
      });
      const operator = await openSse(`${bases[0]}${OPS_CHAT_STREAM_PATH}`, {
        ...headers,
        cookie: ops,
      });
      expect([player.status, operator.status]).toEqual([200, 200]);

      const question = expectValue(
        await send(
          second,
          merchant,
          calls.sendChatMessage,
          { clientId: 'redis-q-0001', text: 'Is my deposit in?' },
          { token: member.token },
        ),
        calls.sendChatMessage,
      );
      expect(JSON.parse((await operator.next()).data)).toEqual(question);
      expect(JSON.parse((await player.next()).data)).toEqual(question);

      const answer = expectValue(
        await send(
          first,
          merchant,
          calls.opsChatReply,
          { conversationId: opened.conversationId, clientId: 'redis-a-0001', text: 'Yes, it is.' },
          { headers: { cookie: ops } },
        ),
        calls.opsChatReply,
      );
      const delivered = JSON.parse((await player.next()).data) as ChatMessage;
      expect(delivered).toEqual(answer);
      expect(await player.quiet(300)).toBe(true);
      player.close();
      operator.close();
    });

    it("counts a conversation's open streams across both instances, and frees them on close", async () => {
      const [first] = apps as [FastifyInstance, FastifyInstance];
      const member = await signUp(first, merchant);
      expectValue(
        await send(first, merchant, calls.launchChat, {}, { token: member.token }),
        calls.launchChat,
      );
      const headers = { merchant: merchant.code, authorization: `Bearer ${member.token}` };
      const open = (i: number) => openSse(`${bases[i % 2]}${CHAT_STREAM_PATH}`, headers);
      const { max } = LIMITS.chatStreamsPerConversation;
      const streams = await Promise.all(Array.from({ length: max + 4 }, (_, i) => open(i)));
      const statuses = streams.map((stream) => stream.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);

      // Closed on one instance, the slot opens on the other once the close is seen.
      streams.find((stream, i) => stream.status === 200 && i % 2 === 0)!.close();
      let reopened = await open(1);
      for (let tries = 0; reopened.status !== 200 && tries < 100; tries += 1) {
        reopened.close();
        await new Promise((resolve) => setTimeout(resolve, 20));
        reopened = await open(1);
      }
      expect(reopened.status).toBe(200);
      reopened.close();
      for (const stream of streams) stream.close();
    });
  },
);

describe.skipIf(!redisServerInstalled())('chat while Redis is down', () => {
  let redis: PrivateRedis;
  let handle: RedisHandle;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let base: string;
  const merchant = merchantFactory();

  beforeAll(async () => {
    redis = await startPrivateRedis();
    handle = await openRedis(redis.url);
    database = await testDatabases()[0]!.open();
    app = await buildTestApp({ database, merchants: [merchant], redis: handle.client });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await redis?.stop();
    await database?.close();
  });

  it('answers 503 to a counted message and to a stream instead of hanging', async () => {
    const member = await signUp(app, merchant);
    expectValue(
      await send(app, merchant, calls.launchChat, {}, { token: member.token }),
      calls.launchChat,
    );
    await redis.stop();
    const sent = await send(
      app,
      merchant,
      calls.sendChatMessage,
      { clientId: 'down-0001', text: 'Anyone there?' },
      { token: member.token },
    );
    // A member's messages are counted, and counting fails closed.
    expectFailure(sent, 503, 'service_unavailable');
    const stream = await openSse(`${base}${CHAT_STREAM_PATH}`, {
      merchant: merchant.code,
      authorization: `Bearer ${member.token}`,
    });
    expect(stream.status).toBe(503);
    stream.close();
  });
});
