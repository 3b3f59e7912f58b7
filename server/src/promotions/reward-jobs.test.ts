import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { ActivityRepository } from '../wallet/activity-repository.js';
import { JobRunner, JobRunRepository, lastEndedPeriod } from '../jobs/index.js';
import { buildTestApp, merchantFactory, testDatabases } from '../../test/index.js';
import { promotionFile, storePromotions } from '../../test/promotion-fixtures.js';
import { bonusRows, insertMember, ledgerRows, recordingGrant } from '../../test/reward-fixtures.js';
import { PromotionRepository } from './promotion-repository.js';
import { VipClub } from './vip-club.js';
import { cashbackAmount, cashbackJob, vipPeriodicJob, type GrantBonus } from './reward-jobs.js';

// A Wednesday: the last ended ISO week is Monday 16 to Monday 23 November.
const NOW = new Date('2026-11-25T12:30:00Z');
const LAST_WEEK = lastEndedPeriod('week', NOW);
const DAY_MS = 86_400_000;

const RULE = { percent: 10, cap: 5_000, minLoss: 2_000 };

describe('cashbackAmount', () => {
  it('is the share of the net loss, rounded down, capped, nothing under the minimum', () => {
    expect(cashbackAmount(10_000, RULE)).toBe(1_000);
    expect(cashbackAmount(12_345, RULE)).toBe(1_234);
    expect(cashbackAmount(2_000, RULE)).toBe(200);
    expect(cashbackAmount(1_999, RULE)).toBe(0);
    expect(cashbackAmount(1_000_000, RULE)).toBe(5_000);
    expect(cashbackAmount(-500, { ...RULE, minLoss: 1 })).toBe(0);
  });
});

describe.each(testDatabases())('cashback and VIP rewards by the scheduled job on $name', (kind) => {
  let database: DatabaseHandle;
  const weekly = merchantFactory();
  const crashy = merchantFactory();
  const lapsed = merchantFactory();
  const clubbed = merchantFactory();
  const racing = merchantFactory();
  const twoApps = merchantFactory();
  const merchants = [weekly, crashy, lapsed, clubbed, racing, twoApps];
  let clock = NOW;

  const cashbackFile = (labelIds?: string[]) =>
    promotionFile({
      promotions: [
        {
          id: 'weekly-cashback',
          category: 'casino',
          startsAt: '2026-01-01T00:00:00Z',
          title: { EN: 'Weekly cashback' },
          content: { EN: '10 % back' },
          bonus: {
            kind: 'cashback',
            period: 'weekly',
            ...RULE,
            labelIds,
            wagerMultiple: 3,
            expiryDays: 7,
            games: { categories: { '*': 100 } },
          },
        },
        {
          id: 'silver-weekly',
          category: 'casino',
          startsAt: '2026-01-01T00:00:00Z',
          title: { EN: 'Silver every week' },
          content: { EN: 'A bonus each week' },
          bonus: {
            kind: 'vipReward',
            rewards: [{ labelId: 'silver', amount: 300, when: 'weekly' }],
            wagerMultiple: 1,
            expiryDays: 7,
            games: { categories: { '*': 100 } },
          },
        },
      ],
      vipLevels: [
        {
          labelId: 'silver',
          labelName: { EN: 'Silver' },
          type: 'MANUAL',
          rankLevel: 1,
          totalConditions: 1,
        },
      ],
      memberLabels: [],
    });

  /** The real grant, recording what it granted and dying on the members asked. */
  const grantLog = (failOn?: (memberId: number) => boolean) =>
    recordingGrant(database, () => clock, failOn && ((reward) => failOn(reward.memberId)));
  const instance = (owner: string, grant: GrantBonus, leaseMs = 10 * 60_000) => {
    const promotions = new PromotionRepository(database.db);
    const activity = new ActivityRepository(database.db);
    const deps = {
      promotions,
      activity,
      vipClub: new VipClub({ promotions, activity, now: () => clock }),
      grant,
      now: () => clock,
    };
    const runner = new JobRunner({
      db: database.db,
      runs: new JobRunRepository(database.db),
      owner,
      now: () => clock,
      leaseMs,
    });
    return {
      runner,
      cashback: cashbackJob(deps, 'weekly'),
      periodic: vipPeriodicJob(deps, 'weekly'),
    };
  };
  const runKey = (merchantCode: string, job = 'cashback-week') => ({
    job,
    merchantCode,
    period: LAST_WEEK.key,
  });
  /** Members who lost 10,000 (paid 1,000 each) last week, plus noise around them. */
  const losers = async (merchantCode: string, count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const id = await insertMember(database, merchantCode, `loser_${i}`);
      ids.push(id);
      await ledgerRows(database, merchantCode, id, NOW, [
        { kind: 'deposit', amount: 50_000, daysAgo: 6 },
        { kind: 'bet', amount: -15_000, daysAgo: 6 },
        { kind: 'win', amount: 4_000, daysAgo: 5 },
        { kind: 'bet', amount: -1_000, daysAgo: 4 },
        { kind: 'rollback', amount: 2_000, daysAgo: 4 },
        // This week: not last week's loss.
        { kind: 'bet', amount: -20_000, daysAgo: 1 },
      ]);
    }
    const winner = await insertMember(database, merchantCode, 'winner');
    await ledgerRows(database, merchantCode, winner, NOW, [
      { kind: 'bet', amount: -1_000, daysAgo: 6 },
      { kind: 'win', amount: 9_000, daysAgo: 6 },
    ]);
    const small = await insertMember(database, merchantCode, 'small_loser');
    await ledgerRows(database, merchantCode, small, NOW, [
      { kind: 'bet', amount: -1_999, daysAgo: 6 },
    ]);
    return ids;
  };

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll(merchants);
    for (const merchant of [weekly, crashy, lapsed, racing, twoApps]) {
      await storePromotions(database, merchant.code, cashbackFile());
    }
    await storePromotions(database, clubbed.code, cashbackFile(['silver']));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('pays the week once though two instances (and then ten) run it at the same time', async () => {
    clock = NOW;
    const ids = await losers(weekly.code, 6);
    const { granted, grant } = grantLog();
    const a = instance('instance-a', grant);
    const b = instance('instance-b', grant);
    const outcomes = await Promise.all([
      a.runner.run(a.cashback, weekly.code),
      b.runner.run(b.cashback, weekly.code),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'finished')).toHaveLength(1);
    const more = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const next = instance(`instance-${i}`, grant);
        return next.runner.run(next.cashback, weekly.code);
      }),
    );
    expect(new Set(more)).toEqual(new Set(['done']));
    expect(granted.map((g) => [g.memberId, g.amount, g.reference, g.wagerMultiple])).toEqual(
      ids.map((id) => [id, 1_000, `cashback:weekly-cashback:${LAST_WEEK.key}:${id}`, 3]),
    );
    const byMember = <Row extends { memberId: number }>(rows: Row[]) =>
      [...rows].sort((x, y) => x.memberId - y.memberId);
    const paid = await new JobRunRepository(database.db).payments(runKey(weekly.code));
    expect(byMember(paid).map((p) => [p.memberId, p.amount, p.basis])).toEqual(
      ids.map((id) => [id, 1_000, 10_000]),
    );
    // Each a bonus of the promotion on the ledger, to be wagered 3 times.
    expect(byMember(await bonusRows(database, weekly.code))).toEqual(
      ids.map((id) => ({
        reference: `cashback:weekly-cashback:${LAST_WEEK.key}:${id}`,
        memberId: id,
        kind: 'cashback',
        promotionId: 'weekly-cashback',
        granted: 1_000,
        required: 3_000,
      })),
    );
  });

  it('pays each member once when the lease holds nobody off and eight instances work at once', async () => {
    clock = NOW;
    const ids = await losers(racing.code, 8);
    const { granted, grant } = grantLog();
    const instances = Array.from({ length: 8 }, (_, i) => instance(`racer-${i}`, grant, 0));
    await Promise.all(instances.map((one) => one.runner.run(one.cashback, racing.code)));
    expect(granted.map((g) => g.memberId).sort((x, y) => x - y)).toEqual(ids);
  });

  it('resumes after a crash mid-run and pays every member exactly once', async () => {
    clock = NOW;
    const ids = await losers(crashy.code, 5);
    const first = grantLog((memberId) => memberId === ids[3]);
    const a = instance('instance-a', first.grant);
    await expect(a.runner.run(a.cashback, crashy.code)).rejects.toThrow('the process died here');
    expect(first.granted.map((g) => g.memberId)).toEqual(ids.slice(0, 3));
    // The dying member's bonus went with its transaction.
    const held = async () =>
      (await bonusRows(database, crashy.code)).map((bonus) => bonus.memberId).sort((x, y) => x - y);
    expect(await held()).toEqual(ids.slice(0, 3));
    const runs = new JobRunRepository(database.db);
    // The failed member's payment rolled back with its grant.
    expect((await runs.payments(runKey(crashy.code))).map((p) => p.memberId).sort()).toEqual(
      ids.slice(0, 3).sort(),
    );
    expect(await runs.status(runKey(crashy.code))).toMatchObject({ status: 'running' });

    const second = grantLog();
    const b = instance('instance-b', second.grant);
    expect(await b.runner.run(b.cashback, crashy.code)).toBe('finished');
    expect(second.granted.map((g) => g.memberId)).toEqual(ids.slice(3));
    expect((await runs.payments(runKey(crashy.code))).map((p) => p.memberId).sort()).toEqual(
      [...ids].sort(),
    );
    expect(await runs.status(runKey(crashy.code))).toMatchObject({ status: 'done', attempts: 2 });
    expect(await held()).toEqual(ids);
  });

  it('leaves a run to the instance holding it until its lease lapses, then resumes it', async () => {
    clock = NOW;
    const ids = await losers(lapsed.code, 2);
    const runs = new JobRunRepository(database.db);
    // An instance took the run and died without a word: its lease stands for ten minutes.
    expect(
      await runs.claim(runKey(lapsed.code), 'dead', NOW, new Date(NOW.getTime() + 600_000)),
    ).toBe('claimed');
    const { granted, grant } = grantLog();
    const b = instance('instance-b', grant);
    expect(await b.runner.run(b.cashback, lapsed.code)).toBe('busy');
    expect(granted).toEqual([]);
    clock = new Date(NOW.getTime() + 600_000);
    expect(await b.runner.run(b.cashback, lapsed.code)).toBe('finished');
    expect(granted.map((g) => g.memberId)).toEqual(ids);
  });

  it("pays a cashback for VIP levels only to their members, and each level's weekly reward once", async () => {
    clock = NOW;
    const [member, outsider] = await losers(clubbed.code, 2);
    await new PromotionRepository(database.db).setClubLabel(clubbed.code, member!, 'silver', 1);
    const { granted, grant } = grantLog();
    const a = instance('instance-a', grant);
    await a.runner.run(a.cashback, clubbed.code);
    await a.runner.run(a.periodic, clubbed.code);
    await a.runner.run(a.periodic, clubbed.code);
    expect(granted.map((g) => [g.memberId, g.kind, g.amount, g.reference])).toEqual([
      [member, 'cashback', 1_000, `cashback:weekly-cashback:${LAST_WEEK.key}:${member}`],
      [member, 'vipReward', 300, `vip-periodic:silver-weekly:silver:${LAST_WEEK.key}:${member}`],
    ]);
    expect(granted.some((g) => g.memberId === outsider)).toBe(false);
    // The next week pays the weekly reward again, under its own reference.
    clock = new Date(NOW.getTime() + 7 * DAY_MS);
    await a.runner.run(a.periodic, clubbed.code);
    expect(granted.filter((g) => g.kind === 'vipReward')).toHaveLength(2);
  });

  // Last: the apps tick every job of every merchant, finishing the others' weeks too.
  it('pays the week once when two app instances tick at the same moment', async () => {
    clock = NOW;
    const ids = await losers(twoApps.code, 4);
    const apps = await Promise.all(
      [1, 2].map(() => buildTestApp({ database, merchants, now: () => clock })),
    );
    try {
      await Promise.all(apps.map((app) => app.jobs.tick()));
      await Promise.all(apps.map((app) => app.jobs.tick()));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    const bonuses = await bonusRows(database, twoApps.code);
    expect(bonuses.map((bonus) => bonus.memberId).sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(bonuses.map((bonus) => bonus.granted))).toEqual(new Set([1_000]));
  });
});
