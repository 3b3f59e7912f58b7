import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { ActivityRepository } from '../wallet/activity-repository.js';
import { JobRunner, JobRunRepository } from '../jobs/index.js';
import { merchantFactory, testDatabases } from '../../test/index.js';
import { promotionFile, storePromotions } from '../../test/promotion-fixtures.js';
import { bonusRows, insertMember, ledgerRows, recordingGrant } from '../../test/reward-fixtures.js';
import { PromotionRepository } from './promotion-repository.js';
import { VipClub } from './vip-club.js';
import { vipReviewJob, type RewardGrant } from './reward-jobs.js';

const NOW = new Date('2026-11-25T12:30:00Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Bronze by lifetime deposits and active days; silver by two of three monthly conditions. */
const LEVELS = [
  {
    labelId: 'bronze',
    labelName: { EN: 'Bronze' },
    type: 'AUTO',
    rankLevel: 1,
    conditions: [
      { kind: 'depositTotal', target: 10_000 },
      { kind: 'daysActive', target: 2, windowDays: 30 },
    ],
  },
  {
    labelId: 'silver',
    labelName: { EN: 'Silver' },
    type: 'AUTO',
    rankLevel: 2,
    conditions: [
      { kind: 'depositTotal', target: 50_000, windowDays: 30 },
      { kind: 'wageredTotal', target: 100_000, windowDays: 30 },
      { kind: 'daysActive', target: 5, windowDays: 30 },
    ],
    requiredConditions: 2,
  },
  { labelId: 'gold', labelName: { EN: 'Gold' }, type: 'MANUAL', rankLevel: 3, totalConditions: 6 },
];

/** The one-off rewards of reaching bronze and silver, as a vipReward promotion pays them. */
const REWARDS = {
  id: 'vip-rewards',
  category: 'casino',
  startsAt: '2026-01-01T00:00:00Z',
  title: { EN: 'VIP rewards' },
  content: { EN: 'A bonus for every level' },
  bonus: {
    kind: 'vipReward',
    rewards: [
      { labelId: 'bronze', amount: 500, when: 'onReach' },
      { labelId: 'silver', amount: 2_000, when: 'onReach' },
      { labelId: 'silver', amount: 300, when: 'weekly' },
    ],
    wagerMultiple: 5,
    expiryDays: 7,
    games: { categories: { '*': 100 } },
  },
};

describe.each(testDatabases())('VIP conditions and the level rule on $name', (kind) => {
  let database: DatabaseHandle;
  let clock = NOW;
  const merchant = merchantFactory();
  const other = merchantFactory();
  const steady = merchantFactory();
  const services = () => {
    const promotions = new PromotionRepository(database.db);
    const activity = new ActivityRepository(database.db);
    const vipClub = new VipClub({ promotions, activity, now: () => clock });
    return { promotions, activity, vipClub };
  };
  let grants: RewardGrant[] = [];
  const review = () => {
    const deps = services();
    const recording = recordingGrant(database, () => clock);
    grants = recording.granted;
    const runner = new JobRunner({
      db: database.db,
      runs: new JobRunRepository(database.db),
      owner: 'test',
      now: () => clock,
      leaseMs: 60_000,
    });
    const job = vipReviewJob({ ...deps, grant: recording.grant, now: () => clock });
    return { runner, job };
  };
  const labelOf = async (merchantCode: string, memberId: number) =>
    (await services().promotions.clubLabel(merchantCode, memberId))?.label_id ?? null;

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([merchant, other, steady]);
    const file = promotionFile({ promotions: [REWARDS], vipLevels: LEVELS, memberLabels: [] });
    await storePromotions(database, merchant.code, file);
    await storePromotions(database, other.code, file);
    await storePromotions(database, steady.code, { ...file, vipRule: { fall: false } });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts deposits, stakes net of rollbacks and active days from the ledger, by window', async () => {
    clock = NOW;
    const member = await insertMember(database, merchant.code, 'vip_counts');
    await ledgerRows(database, merchant.code, member, NOW, [
      { kind: 'deposit', amount: 8_000, daysAgo: 10 },
      { kind: 'deposit', amount: 5_000, daysAgo: 40 },
      { kind: 'bet', amount: -30_000, daysAgo: 1 },
      { kind: 'rollback', amount: 5_000, daysAgo: 1 },
      { kind: 'win', amount: 2_000, daysAgo: 1 },
      { kind: 'bet', amount: -1_000, daysAgo: 40 },
      { kind: 'withdrawal_hold', amount: -500, daysAgo: 2 },
    ]);
    // Another merchant's member of the same name moves nothing here.
    const elsewhere = await insertMember(database, other.code, 'vip_counts');
    await ledgerRows(database, other.code, elsewhere, NOW, [
      { kind: 'deposit', amount: 900_000, daysAgo: 3 },
    ]);
    const { vipClub } = services();
    const counted = await vipClub.progress(merchant.code, member, [
      { kind: 'depositTotal', target: 13_000, windowDays: null },
      { kind: 'depositTotal', target: 8_001, windowDays: 30 },
      { kind: 'wageredTotal', target: 25_000, windowDays: 30 },
      { kind: 'wageredTotal', target: 26_001, windowDays: null },
      { kind: 'daysActive', target: 2, windowDays: 30 },
      { kind: 'daysActive', target: 3, windowDays: null },
    ]);
    expect(counted.map((c) => [c.kind, c.windowDays, c.progress, c.met])).toEqual([
      ['depositTotal', null, 13_000, true],
      ['depositTotal', 30, 8_000, false],
      ['wageredTotal', 30, 25_000, true],
      ['wageredTotal', null, 26_000, false],
      ['daysActive', 30, 2, true],
      ['daysActive', null, 3, true],
    ]);
  });

  it("answers a member's progress on the next level, condition by condition", async () => {
    clock = NOW;
    const member = await insertMember(database, merchant.code, 'vip_next');
    await ledgerRows(database, merchant.code, member, NOW, [
      { kind: 'deposit', amount: 4_000, daysAgo: 2 },
    ]);
    const progress = await services().vipClub.rankProgress(merchant.code, member);
    expect(progress.label).toBeUndefined();
    expect(progress.conditions).toEqual([]);
    expect(progress.next?.level.label_id).toBe('bronze');
    expect(progress.next?.conditions).toEqual([
      { kind: 'depositTotal', target: 10_000, windowDays: null, progress: 4_000, met: false },
      { kind: 'daysActive', target: 2, windowDays: 30, progress: 1, met: false },
    ]);
  });

  it('raises members by the rule, paying each level reached once, and AUTO levels fall', async () => {
    clock = NOW;
    const climber = await insertMember(database, merchant.code, 'vip_climber');
    const starter = await insertMember(database, merchant.code, 'vip_starter');
    const idle = await insertMember(database, merchant.code, 'vip_idle');
    // Two of silver's three (deposits and days), and bronze's both.
    await ledgerRows(
      database,
      merchant.code,
      climber,
      NOW,
      [1, 2, 3, 4, 5].map((daysAgo) => ({ kind: 'deposit' as const, amount: 10_000, daysAgo })),
    );
    await ledgerRows(database, merchant.code, starter, NOW, [
      { kind: 'deposit', amount: 10_000, daysAgo: 3 },
      { kind: 'bet', amount: -100, daysAgo: 1 },
    ]);
    await ledgerRows(database, merchant.code, idle, NOW, [
      { kind: 'deposit', amount: 9_999, daysAgo: 3 },
      { kind: 'bet', amount: -100, daysAgo: 1 },
    ]);
    const { runner, job } = review();
    expect(await runner.run(job, merchant.code)).toBe('finished');
    expect(await labelOf(merchant.code, climber)).toBe('silver');
    expect(await labelOf(merchant.code, starter)).toBe('bronze');
    expect(await labelOf(merchant.code, idle)).toBeNull();
    const mine = (await bonusRows(database, merchant.code)).filter((bonus) =>
      [climber, starter, idle].includes(bonus.memberId),
    );
    // Bonuses on the ledger, with the promotion's wagering: 5 times each.
    expect(mine).toEqual([
      {
        reference: `vip-reach:vip-rewards:bronze:${climber}`,
        memberId: climber,
        kind: 'vipReward',
        promotionId: 'vip-rewards',
        granted: 500,
        required: 2_500,
      },
      {
        reference: `vip-reach:vip-rewards:bronze:${starter}`,
        memberId: starter,
        kind: 'vipReward',
        promotionId: 'vip-rewards',
        granted: 500,
        required: 2_500,
      },
      {
        reference: `vip-reach:vip-rewards:silver:${climber}`,
        memberId: climber,
        kind: 'vipReward',
        promotionId: 'vip-rewards',
        granted: 2_000,
        required: 10_000,
      },
    ]);
    expect(await runner.run(job, merchant.code)).toBe('done');

    // Sixty days on, every 30-day condition has lapsed: both AUTO levels fall to none.
    clock = new Date(NOW.getTime() + 60 * DAY_MS);
    expect(await runner.run(job, merchant.code)).toBe('finished');
    expect(await labelOf(merchant.code, climber)).toBeNull();
    expect(await labelOf(merchant.code, starter)).toBeNull();

    // Back at it: reaching bronze again pays nothing the second time.
    await ledgerRows(database, merchant.code, starter, clock, [
      { kind: 'bet', amount: -100, daysAgo: 1 },
      { kind: 'bet', amount: -100, daysAgo: 2 },
    ]);
    clock = new Date(clock.getTime() + HOUR_MS);
    const again = review();
    expect(await again.runner.run(again.job, merchant.code)).toBe('finished');
    expect(await labelOf(merchant.code, starter)).toBe('bronze');
    expect(grants.filter((g) => g.memberId === starter)).toEqual([]);
    const starters = (await bonusRows(database, merchant.code)).filter(
      (b) => b.memberId === starter,
    );
    expect(starters).toHaveLength(1);
  });

  it("leaves a MANUAL level alone, and AUTO levels stand when the operator's rule says no fall", async () => {
    clock = NOW;
    const keeper = await insertMember(database, steady.code, 'vip_keeper');
    const chosen = await insertMember(database, steady.code, 'vip_chosen');
    await ledgerRows(database, steady.code, keeper, NOW, [
      { kind: 'deposit', amount: 10_000, daysAgo: 2 },
      { kind: 'bet', amount: -100, daysAgo: 1 },
    ]);
    await services().promotions.setClubLabel(steady.code, chosen, 'gold', 0);
    const { runner, job } = review();
    await runner.run(job, steady.code);
    expect(await labelOf(steady.code, keeper)).toBe('bronze');
    clock = new Date(NOW.getTime() + 60 * DAY_MS);
    await runner.run(job, steady.code);
    expect(await labelOf(steady.code, keeper)).toBe('bronze');
    expect(await labelOf(steady.code, chosen)).toBe('gold');
  });
});
