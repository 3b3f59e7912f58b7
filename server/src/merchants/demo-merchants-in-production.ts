import type { MerchantConfig } from '../core/merchant-config.js';

/** The variable a production deployment sets to serve demo merchants on purpose. */
export const ALLOW_DEMO_MERCHANTS_VARIABLE = 'ALLOW_DEMO_MERCHANTS_IN_PRODUCTION';

/**
 * With NODE_ENV=production, refuses the start while a `"demo": true` merchant is loaded: its
 * payment provider credits money that was never paid, and its games play on the demo vendor.
 * ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true lets it start (a public demo), still without the
 * demo's published logins (the demo seed leaves them out in production).
 */
export function refuseDemoMerchantsInProduction(
  merchants: readonly MerchantConfig[],
  config: { production: boolean; allowDemoMerchantsInProduction: boolean },
): void {
  if (!config.production || config.allowDemoMerchantsInProduction) return;
  const demos = merchants.filter((merchant) => merchant.demo);
  if (demos.length === 0) return;
  throw new Error(
    [
      'Invalid configuration:',
      ...demos.map(
        (merchant) =>
          `  merchant ${merchant.code}: "demo": true is refused with NODE_ENV=production (its payment provider credits money nobody paid); point MERCHANTS_DIR at a folder without the demo merchants, or set ${ALLOW_DEMO_MERCHANTS_VARIABLE}=true to serve them on purpose`,
      ),
    ].join('\n'),
  );
}
