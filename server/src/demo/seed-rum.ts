import { PAGE_PATHS, RUM_RULES, type RumMetric } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { addDays, todayIn } from '../core/time/day-range.js';
import type { RumRepository } from '../rum/index.js';

/** How many days back from today the demo's timings reach, and beacons a page and day. */
export const DEMO_RUM_DAYS = 14;
export const DEMO_RUM_BEACONS = 40;
export const DEMO_RUM_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.login,
  PAGE_PATHS.memberHome,
  PAGE_PATHS.walletDeposit,
] as const;

/** A small deterministic generator (mulberry32): the same day and page give the same samples. */
function generator(seedText: string): () => number {
  let state = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One page load's beacon: paint times that grow with the page's weight, a missed LCP now and then. */
function beacon(random: () => number, weight: number): { metric: RumMetric; value: number }[] {
  const fcp = Math.round(500 + weight * 300 + random() * random() * 1_800);
  const lcp = random() < 0.05 ? RUM_RULES.missed : fcp + Math.round(150 + random() * 1_400);
  return [
    { metric: 'fcp', value: fcp },
    { metric: 'lcp', value: lcp },
    { metric: 'fs', value: fcp + Math.round(80 + random() * 600) },
    { metric: 'status', value: Math.round(60 + random() * random() * 700) },
  ];
}

/**
 * Real-user timings for the console's dashboard to chart after a fresh start: for each demo
 * merchant, DEMO_RUM_BEACONS beacons a page on each of the last DEMO_RUM_DAYS days of its time
 * zone. A page's day that has samples already is left as it is, so a restart adds only new days.
 */
export async function seedDemoRum(
  rum: RumRepository,
  merchants: readonly MerchantConfig[],
  now: Date,
): Promise<void> {
  for (const merchant of merchants.filter((each) => each.demo)) {
    const today = todayIn(merchant.timeZone, now);
    for (let back = DEMO_RUM_DAYS - 1; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      for (const [weight, page] of DEMO_RUM_PAGES.entries()) {
        if ((await rum.keptOn(merchant.code, day, page)) > 0) continue;
        const random = generator(`${merchant.code}:${day}:${page}`);
        const metrics = Array.from({ length: DEMO_RUM_BEACONS }, () =>
          beacon(random, weight),
        ).flat();
        await rum.keep(merchant.code, day, page, metrics);
      }
    }
  }
}
