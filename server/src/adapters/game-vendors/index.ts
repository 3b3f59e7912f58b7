import { canonicalVendorCode } from '@lobby/contract';
import type { MerchantConfig } from '../../merchants/merchant-config.js';
import type { GameVendor } from './game-vendor.js';
import { HttpVendor } from './http-vendor.js';

export * from './game-vendor.js';
export { DemoLaunchTokens, type DemoLaunchClaims } from './demo-launch-token.js';
export { DemoVendor, DEMO_VENDOR_PATH } from './demo-vendor.js';
export { HttpVendor, launchSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './http-vendor.js';

/** How long a real vendor may take to answer a launch. */
export const VENDOR_TIMEOUT_MS = 8000;

/** The vendor that launches a game of a merchant, or undefined when it cannot be used. */
export type GameVendorResolver = (
  merchant: MerchantConfig,
  vendorCode: string,
) => GameVendor | undefined;

/**
 * A vendor named in the merchant's `games.vendorApis` (by its code, or the code it is shown
 * under) launches through its API with the secret from the named environment variable; a missing
 * secret makes it unavailable (and is logged). Every other vendor is the built-in demo vendor.
 */
export function gameVendorResolver(deps: {
  demo: GameVendor;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  onMisconfigured: (problem: string) => void;
  timeoutMs?: number;
}): GameVendorResolver {
  return (merchant, vendorCode) => {
    const apis = merchant.games.vendorApis;
    const api = apis[vendorCode] ?? apis[canonicalVendorCode(vendorCode)];
    if (!api) return deps.demo;
    const secret = deps.env[api.secretEnv];
    if (!secret) {
      deps.onMisconfigured(
        `merchant ${merchant.code}: vendor ${vendorCode} needs its secret in ${api.secretEnv}, which is not set`,
      );
      return undefined;
    }
    return new HttpVendor({
      baseUrl: api.url,
      secret,
      timeoutMs: deps.timeoutMs ?? VENDOR_TIMEOUT_MS,
      now: deps.now,
    });
  };
}
