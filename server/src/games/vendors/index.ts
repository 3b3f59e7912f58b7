import { canonicalVendorCode } from '@lobby/contract';
import type { VendorSecrets } from '../../core/config/config.js';
import type { MerchantConfig } from '../../core/merchant-config.js';
import type { GameVendor } from './game-vendor.js';
import { HttpVendor } from './http-vendor.js';

export * from './game-vendor.js';
export { HttpVendor } from './http-vendor.js';

/** How long a real vendor may take to answer a launch. */
export const VENDOR_TIMEOUT_MS = 8000;

/** The vendor that launches a game of a merchant, or undefined when it cannot be used. */
export type GameVendorResolver = (
  merchant: MerchantConfig,
  vendorCode: string,
) => GameVendor | undefined;

/**
 * A vendor named in the merchant's `games.vendorApis` (by its code, or the code it is shown
 * under) launches through its API with the secret of the variable it names; every other vendor
 * is the demo vendor (when one is added) on a demo merchant, and unavailable on a real one. The start refuses merchant files whose secrets are not set
 * (loadVendorSecrets), so a missing secret here means another instance stored merchant files
 * this one has no secret for: that vendor is unavailable, and the log says why. Each API's
 * adapter is built on its first launch and kept.
 */
export function gameVendorResolver(deps: {
  /** The vendor of every other game on a demo merchant (the demo adds one), if any. */
  demo: () => GameVendor | undefined;
  secrets: VendorSecrets;
  now: () => Date;
  onMisconfigured: (problem: string) => void;
  timeoutMs?: number;
}): GameVendorResolver {
  const built = new Map<string, GameVendor>();
  return (merchant, vendorCode) => {
    const apis = merchant.games.vendorApis;
    const api = apis[vendorCode] ?? apis[canonicalVendorCode(vendorCode)];
    if (!api) return merchant.demo ? deps.demo() : undefined;
    const secret = deps.secrets[api.secretEnv];
    if (!secret) {
      deps.onMisconfigured(
        `merchant ${merchant.code}: vendor ${vendorCode} needs its secret in ${api.secretEnv}, which this instance was not started with`,
      );
      return undefined;
    }
    const key = JSON.stringify([api.url, api.secretEnv]);
    let vendor = built.get(key);
    if (!vendor) {
      vendor = new HttpVendor({
        baseUrl: api.url,
        secret,
        timeoutMs: deps.timeoutMs ?? VENDOR_TIMEOUT_MS,
        now: deps.now,
      });
      built.set(key, vendor);
    }
    return vendor;
  };
}
