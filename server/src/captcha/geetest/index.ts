import { geetestKeyOf, type GeetestConfig } from '../../core/config/config.js';
import type { MerchantConfig } from '../../core/merchant-config.js';
import type { OneUseStore } from '../../core/limits/one-use-store.js';
import type { GeetestAdapter } from './geetest.js';
import { HttpGeetest } from './http-geetest.js';
import { LocalGeetest } from './local-geetest.js';

export * from './geetest.js';
export { HttpGeetest, type HttpGeetestOptions } from './http-geetest.js';
export { LocalGeetest } from './local-geetest.js';

/** Finds a merchant's Geetest adapter; undefined when live Geetest lacks its id or key. */
export type GeetestResolver = (merchant: MerchantConfig) => GeetestAdapter | undefined;

/** Live: Geetest's API with GEETEST_ID and GEETEST_KEY_<MERCHANT>. Local: the offline stand-in. */
export function geetestResolver(config: GeetestConfig, store: OneUseStore): GeetestResolver {
  return (merchant) => {
    const id = merchant.gw.GEETEST_ID;
    if (config.mode === 'local') return new LocalGeetest(store, merchant.code, id || 'local');
    const key = geetestKeyOf(config, merchant.code);
    if (!id || !key) return undefined;
    return new HttpGeetest({
      id,
      key,
      v3BaseUrl: config.v3BaseUrl,
      v4BaseUrl: config.v4BaseUrl,
      timeoutMs: config.timeoutMs,
    });
  };
}
