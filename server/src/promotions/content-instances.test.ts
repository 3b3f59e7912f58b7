import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { PromotionRepository } from './promotion-repository.js';
import {
  buildTestApp,
  expectValue,
  merchantFactory,
  send,
  signInOperator,
  signUp,
  testDatabases,
  testRedisUrl,
} from '../../test/index.js';
import { PROMO_NOW, promotionFile, storePromotions } from '../../test/promotion-fixtures.js';

/**
 * Content edited through one instance is what the other answers next: the club label each
 * instance caches (a VIP level's name is content) is keyed on the merchant's content version,
 * read from its row, or with Redis learnt by pub/sub.
 */
const setups = testDatabases().flatMap((kind) => [
  { kind, redis: false },
  ...(kind.name === 'postgres' && testRedisUrl ? [{ kind, redis: true }] : []),
]);

describe.each(setups)(
  'content edits across two instances on $kind.name (Redis: $redis)',
  (setup) => {
    const merchant = merchantFactory({ languages: ['EN', 'TH'], defaultLanguage: 'EN' });
    let database: DatabaseHandle;
    const redis: RedisHandle[] = [];
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      database = await setup.kind.open();
      for (let i = 0; i < 2; i += 1) {
        const handle = setup.redis ? await openRedis(testRedisUrl!) : undefined;
        if (handle) redis.push(handle);
        apps.push(
          await buildTestApp({
            database,
            merchants: [merchant],
            redis: handle?.client,
            now: () => PROMO_NOW,
          }),
        );
      }
      await storePromotions(database, merchant.code, promotionFile({ memberLabels: [] }));
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of redis) await handle.close();
      await database?.close();
    });

    it("an edit on one instance is the other's next answer, cached label included", async () => {
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const member = await signUp(first, merchant);
      await new PromotionRepository(database.db).setClubLabel(
        merchant.code,
        Number(member.id),
        'gold',
        1,
      );
      const labelOn = async (app: FastifyInstance) =>
        expectValue(
          await send(app, merchant, calls.memberInfo, undefined, {
            token: member.token,
            headers: { language: 'TH' },
          }),
          calls.memberInfo,
        ).clubLabel?.labelName;
      const titleOn = async (app: FastifyInstance) =>
        expectValue(
          await send(app, merchant, calls.promotionList, undefined, {
            headers: { language: 'TH' },
          }),
          calls.promotionList,
        ).promotions.find((p) => p.id === 'welcome')?.title;

      // The second instance has the label in its cache.
      expect(await labelOn(second)).toBe('Gold');
      expect(await titleOn(second)).toBe('Welcome');

      const cookie = await signInOperator(first, merchant);
      expectValue(
        await send(
          first,
          merchant,
          calls.opsSaveVipLevel,
          { labelId: 'gold', labelName: { EN: 'Gold', TH: 'ทอง' }, benefits: [{ EN: 'Cashback' }] },
          { headers: { cookie } },
        ),
        calls.opsSaveVipLevel,
      );
      expectValue(
        await send(
          first,
          merchant,
          calls.opsSavePromotion,
          {
            mode: 'update',
            id: 'welcome',
            category: 'new',
            startsAt: '2026-01-01T00:00:00Z',
            endsAt: '2027-01-01T00:00:00Z',
            title: { EN: 'Welcome', TH: 'ยินดีต้อนรับ' },
            content: { EN: ['Hello'] },
          },
          { headers: { cookie } },
        ),
        calls.opsSavePromotion,
      );

      expect(await titleOn(second)).toBe('ยินดีต้อนรับ');
      if (setup.redis) {
        // Pub/sub delivers after the edit's answer: wait until the second instance has the
        // version (its clock stands still, so only the message can tell it), then ask at once.
        const { version } = await database.db
          .selectFrom('content_versions')
          .select('version')
          .where('merchant_code', '=', merchant.code)
          .executeTakeFirstOrThrow();
        await expect.poll(() => second.core.contentVersions.current(merchant.code)).toBe(version);
      }
      expect(await labelOn(second)).toBe('ทอง');
      expect(await labelOn(first)).toBe('ทอง');
    });
  },
);
