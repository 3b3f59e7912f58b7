import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUM_METRICS } from '@lobby/contract';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from '../merchants/index.js';
import { RumRepository, RumSummaryService } from '../rum/index.js';
import { DEMO_RUM_BEACONS, DEMO_RUM_DAYS, DEMO_RUM_PAGES, seedDemoRum } from './seed-rum.js';

describe.each(testDatabases())('the demo’s real-user timings on $name', (kind) => {
  let database: DatabaseHandle;
  const demo = merchantFactory({ timeZone: 'Asia/Manila' });
  const real = merchantFactory({ demo: false });
  const now = new Date('2026-03-02T20:00:00Z'); // the 3rd in Manila

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([demo, real]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives each demo merchant samples on every page of its last days, once, and a real one none', async () => {
    const rum = new RumRepository(database.db);
    await seedDemoRum(rum, [demo, real], now);
    await seedDemoRum(rum, [demo, real], now);
    const summary = new RumSummaryService(rum, () => now);
    const seeded = await summary.summary(demo, {});
    expect(seeded.to).toBe('2026-03-03');
    const days = new Set(seeded.rows.map((row) => row.day));
    expect([...days].sort()).toEqual(seeded.days.slice(-DEMO_RUM_DAYS));
    expect(new Set(seeded.pages)).toEqual(new Set(DEMO_RUM_PAGES));
    expect(seeded.rows).toHaveLength(DEMO_RUM_DAYS * DEMO_RUM_PAGES.length * RUM_METRICS.length);
    for (const row of seeded.rows) {
      expect(row.samples).toBe(DEMO_RUM_BEACONS);
      expect(row.p50! <= row.p75! && row.p75! <= row.p95!).toBe(true);
    }
    expect((await summary.summary(real, {})).rows).toEqual([]);
  });
});
