import { isIndexable } from '@lobby/contract';

/** Issue 12's targets, in one place; the report prints each figure beside its target. */

/** A page Lighthouse measures; `indexable` pages (SPEC section 2) also aim at SEO 100. */
export interface BenchPage {
  name: string;
  path: string;
  indexable: boolean;
}

/** The pages of issue 12; indexable as the contract's rule says on localhost, where they run. */
export const PAGES: readonly BenchPage[] = ['/m/home', '/m/login', '/m/rng', '/m/'].map((path) => ({
  name: path,
  path,
  indexable: isIndexable('localhost', path),
}));

/** Median of this many Lighthouse runs per page. */
export const LIGHTHOUSE_RUNS = 3;

export const PAGE_TARGETS = {
  /** At least. */
  performance: 95,
  /** Under. */
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: 150,
  /** At least; SEO on indexable pages only. */
  seo: 100,
  accessibility: 100,
  bestPractices: 100,
} as const;

/** Member info's req/s at least this share of the bare Fastify route's. */
export const MEMBER_INFO_TARGET_RATIO = 0.3;

/** Sign-ins per second at least this share of raw argon2id verifies per second. */
export const SIGN_IN_TARGET_RATIO = 0.9;

/** Seamless-wallet bets (a debit and its credit) per second of one instance, and call p99. */
export const BET_TARGETS = { betsPerSecond: 1000, p99Ms: 25 } as const;

/** Issue 38's targets for a signed-in player's pages; the other figures as issue 12's. */
export const MEMBER_PAGE_TARGETS = { ...PAGE_TARGETS, lcpMs: 1500 } as const;

/** Members, sessions, ledger rows and games each table grows to, in turn (issue 38). */
export const GROWTH_SIZES: readonly number[] = [1000, 100_000, 1_000_000];
/** Timed calls of each kind per size, after this many untimed ones. */
export const GROWTH_SAMPLES = 90;
export const GROWTH_WARMUP = 10;
/** Flat: each call's median at the largest size at most this many times that at the smallest. */
export const GROWTH_MAX_RATIO = 2;
