import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  authed,
  expectValue,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { storePromotions } from '../../test/promotion-fixtures.js';
import { ledgerRows } from '../../test/reward-fixtures.js';
import { promotionFileSchema } from './promotion-file.js';

const here = path.dirname(new URL(import.meta.url).pathname);
const demoFile = promotionFileSchema.parse({
  ...(JSON.parse(
    fs.readFileSync(path.resolve(here, '../../../merchants/promotions/demo.json'), 'utf8'),
  ) as object),
  memberLabels: [],
});

// Just past midnight UTC: yesterday's daily cashback is due, and this hour's VIP review.
const NOW = new Date('2026-11-25T00:30:00Z');

describe.each(testDatabases())(
  "the demo's VIP club and rewards through the calls on $name",
  (kind) => {
    const merchant = merchantFactory();
    const other = merchantFactory();
    const t = useTestApp(kind, { merchants: [merchant, other], now: () => NOW });
    beforeAll(async () => {
      await storePromotions(t.database, merchant.code, demoFile);
      await storePromotions(t.database, other.code, demoFile);
    });

    it('pays yesterday’s cashback and the level a member reached, as bonuses they can read', async () => {
      const member = await signUp(t.app, merchant);
      const as = authed(t.app, merchant, member.token);
      // Deposits of 5,000.00 and a net loss of 1,000.00 on slots yesterday.
      await ledgerRows(t.database, merchant.code, Number(member.id), NOW, [
        { kind: 'deposit', amount: 500_000, daysAgo: 0.5 },
        { kind: 'bet', amount: -150_000, daysAgo: 0.4 },
        { kind: 'win', amount: 50_000, daysAgo: 0.4 },
      ]);
      const before = expectValue(await as.get(calls.rankProgress), calls.rankProgress);
      expect(before.playerRankProgress.labelId).toBeNull();
      expect(before.next?.labelId).toBe('vip1');
      expect(before.next?.conditions.map((c) => [c.kind, c.progress, c.met])).toEqual([
        ['depositTotal', 500_000, true],
        ['daysActive', 1, true],
      ]);

      await t.app.jobs.tick();
      await t.app.jobs.tick();

      const after = expectValue(await as.get(calls.rankProgress), calls.rankProgress);
      // Silver: deposits and a day of play meet two of its three, as its rule asks.
      expect(after.playerRankProgress.labelId).toBe('vip2');
      expect(after.currentProgress).toEqual({ completedConditions: 2, totalExpectedConditions: 3 });
      expect(after.next?.labelId).toBe('vip3');
      const info = expectValue(await as.get(calls.memberInfo), calls.memberInfo);
      expect(info.clubLabel?.labelId).toBe('vip2');

      const { bonuses } = expectValue(await as.get(calls.memberBonuses), calls.memberBonuses);
      const granted = bonuses.map((bonus) => [bonus.kind, bonus.promotionId, bonus.granted]);
      expect(granted.sort()).toEqual(
        [
          ['cashback', '3', 10_000],
          ['vipReward', '8', 20_000],
        ].sort(),
      );
      // Nothing of it on another merchant, whose member of the same ledger shape is its own.
      const elsewhere = await signUp(t.app, other);
      const theirs = expectValue(
        await authed(t.app, other, elsewhere.token).get(calls.memberBonuses),
        calls.memberBonuses,
      );
      expect(theirs.bonuses).toEqual([]);
    });
  },
);
