import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls, RUM_PLAUSIBLE_MS } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { LIMITS } from '../core/limits/attempt-limiter.js';
import { RedisCounterStore, type CounterStore } from '../core/limits/counter-store.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { rumReport } from './rum-report.js';
import { RumRepository } from './rum-repository.js';
import {
  buildTestApp,
  deleteKeys,
  expectValue,
  fakeClock,
  merchantFactory,
  send,
  testDatabases,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/index.js';

/** How many beacons go at once: more than any limit's remainder, within a database pool. */
const WAVE = 25;

const counterKinds = [
  { store: 'in-process counters', redis: false },
  ...(testRedisUrl ? [{ store: 'Redis counters', redis: true }] : []),
];

describe.each(
  testDatabases().flatMap((database) => counterKinds.map((kind) => ({ database, ...kind }))),
)('RUM beacon limits on $database.name with $store', ({ database: kind, redis: useRedis }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let redis: RedisHandle | undefined;
  const prefix = uniqueRedisPrefix();
  const merchant = merchantFactory();
  const clock = fakeClock(Date.parse('2031-05-04T10:00:00Z'));

  beforeAll(async () => {
    database = await kind.open();
    let counters: CounterStore | undefined;
    if (useRedis) {
      redis = await openRedis(testRedisUrl!);
      counters = new RedisCounterStore(redis.client, prefix, () => clock.now().getTime());
    }
    app = await buildTestApp({ database, merchants: [merchant], counters, now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    if (redis) {
      await deleteKeys(redis.client, prefix);
      await redis.close();
    }
    await database?.close();
  });

  const beacon = (ip: string, value: object = { page: '/m/home', fcp: 900 }) =>
    send(app, merchant, calls.systemCollect, { merchant: merchant.code, value }, { ip });
  /** Sends `count` beacons in waves of parallel ones (a pool's worth), answering how many were kept. */
  const keptOf = async (count: number, ipOf: (index: number) => string) => {
    let kept = 0;
    for (let from = 0; from < count; from += WAVE) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(WAVE, count - from) }, (_, offset) =>
          beacon(ipOf(from + offset)),
        ),
      );
      for (const answer of answers) kept += expectValue(answer, calls.systemCollect).kept;
    }
    return kept;
  };

  it('keeps an address’s and a network’s beacons up to their limits, however many arrive at once', async () => {
    const { rumBeaconsPerSource: perSource, rumBeaconsPerNetwork: perNetwork } = LIMITS;
    // One address floods: only its limit is kept.
    expect(await keptOf(perSource.max + 15, () => '198.51.100.7')).toBe(perSource.max);
    // Its neighbours in the /24 share the network's limit.
    expect(await keptOf(perNetwork.max, (index) => `198.51.100.${10 + (index % 40)}`)).toBe(
      perNetwork.max - perSource.max,
    );
    // An IPv6 /64 is one network too; another network keeps its beacons.
    expect(
      await keptOf(perNetwork.max + 10, (index) => `2001:db8:1:2::${(index % 50).toString(16)}`),
    ).toBe(perNetwork.max);
    expect(await keptOf(1, () => '203.0.113.9')).toBe(1);
    const kept = await new RumRepository(database.db).keptOn(
      merchant.code,
      '2031-05-04',
      '/m/home',
    );
    expect(kept).toBe(2 * perNetwork.max + 1);
  }, 120_000);

  it('keeps implausible values out of the samples and out of the percentiles', async () => {
    const ip = '192.0.2.44';
    const answer = await beacon(ip, {
      page: '/m/login',
      fcp: 700,
      lcp: RUM_PLAUSIBLE_MS.lcp.max + 1,
      fs: 0,
      status: -1,
    });
    expect(expectValue(answer, calls.systemCollect).kept).toBe(2);
    // Samples kept before the bounds (a flood of 119,999 ms) do not move the percentiles.
    const repository = new RumRepository(database.db);
    for (let index = 0; index < 20; index += 1) {
      await repository.keep(merchant.code, '2031-05-04', '/m/login', [
        { metric: 'lcp', value: 119_999 },
      ]);
    }
    for (const value of [1_000, 2_000, 3_000]) {
      await repository.keep(merchant.code, '2031-05-04', '/m/login', [{ metric: 'lcp', value }]);
    }
    const lines = await rumReport(database.db, merchant, 1, clock.now());
    expect(lines).toContain('2031-05-04\t/m/login\tlcp\t23\t0\t0\t2000\t2500\t2900');
    expect(lines).toContain('2031-05-04\t/m/login\tfcp\t1\t0\t0\t700\t700\t700');
  });

  it('gives a network at most its day’s beacons, hour after hour', async () => {
    const { rumBeaconsPerNetwork: perNetwork, rumBeaconsPerNetworkDay: perDay } = LIMITS;
    let kept = 0;
    for (let hour = 0; hour < Math.ceil(perDay.max / perNetwork.max) + 2; hour += 1) {
      kept += await keptOf(perNetwork.max, (index) => `100.64.9.${index % 200}`);
      clock.advanceMinutes(61);
    }
    expect(kept).toBe(perDay.max);
  }, 120_000);
});
