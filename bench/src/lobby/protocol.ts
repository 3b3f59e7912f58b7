import { randomBytes } from 'node:crypto';
import type { MerchantConfig } from '../../../server/src/core/merchant-config.js';

/** How the bench starts Lobby in its own process (child.ts). */
export interface ChildOptions {
  repoRoot: string;
  /** PostgreSQL; without it, PGlite in a fresh data directory. */
  databaseUrl?: string;
  redisUrl?: string;
  /** The default merchant's envelope scheme; its merchant file's when not given. */
  envelope?: MerchantConfig['envelope'];
  /** The game vendor whose signed seamless-wallet calls the bench makes. */
  vendor: BenchVendor;
}

export interface BenchVendor {
  code: string;
  secretEnv: string;
  secret: string;
}

/** What the bench asks the running child; each gets one line back. */
export type ChildCommand =
  | { kind: 'plainSignIn'; on: boolean }
  | { kind: 'statements' }
  | { kind: 'profileStart' }
  | { kind: 'profileStop'; file: string }
  | { kind: 'close' };

/** The merchant the bench's requests land on: the one of 127.0.0.1, the demo merchant. */
export const BENCH_MERCHANT = 'demo';

/**
 * The merchants from merchants/, the bench's merchant with the bench's vendor API (never
 * called: vendors call Lobby's wallet, not the other way) and the envelope scheme asked for.
 */
export function benchMerchants(
  merchants: MerchantConfig[],
  options: Pick<ChildOptions, 'envelope' | 'vendor'>,
): MerchantConfig[] {
  return merchants.map((merchant) =>
    merchant.code !== BENCH_MERCHANT
      ? merchant
      : {
          ...merchant,
          envelope: options.envelope ?? merchant.envelope,
          games: {
            ...merchant.games,
            vendorApis: {
              ...merchant.games.vendorApis,
              [options.vendor.code]: {
                url: 'http://127.0.0.1:9/',
                secretEnv: options.vendor.secretEnv,
              },
            },
          },
        },
  );
}

/** The bench's game vendor, with a secret of this run's own. */
export function benchVendor(): BenchVendor {
  return {
    code: 'BENCH',
    secretEnv: 'BENCH_VENDOR_SECRET',
    secret: randomBytes(32).toString('hex'),
  };
}
