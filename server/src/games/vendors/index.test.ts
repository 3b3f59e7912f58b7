import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../../test/factories.js';
import type { MerchantConfig } from '../../core/merchant-config.js';
import type { GameVendor } from './game-vendor.js';
import { gameVendorResolver, HttpVendor } from './index.js';

const demo: GameVendor = { launch: () => Promise.reject(new Error('not in this test')) };

const withVendorApis = (vendorApis: MerchantConfig['games']['vendorApis']) => {
  const base = merchantFactory();
  return merchantFactory({ games: { ...base.games, vendorApis } });
};

describe('gameVendorResolver', () => {
  const api = { url: 'https://ext.example', secretEnv: 'EXT_SECRET' };

  it('builds each vendor API adapter once and keeps it for every later launch', () => {
    const problems: string[] = [];
    const resolve = gameVendorResolver({
      demo: () => demo,
      secrets: { EXT_SECRET: 's'.repeat(32) },
      now: () => new Date(),
      onMisconfigured: (problem) => problems.push(problem),
    });
    const merchant = withVendorApis({ EXT: api, TCG: api });
    const first = resolve(merchant, 'EXT');
    expect(first).toBeInstanceOf(HttpVendor);
    expect(resolve(merchant, 'EXT')).toBe(first);
    // RNG is shown under TCG, which names the same API.
    expect(resolve(merchant, 'RNG')).toBe(first);
    expect(resolve(withVendorApis({ EXT: api }), 'EXT')).toBe(first);
    expect(resolve(merchant, 'PG')).toBe(demo);
    // A real merchant plays only the vendors its file names.
    expect(resolve({ ...merchant, demo: false }, 'PG')).toBeUndefined();
    expect(resolve({ ...merchant, demo: false }, 'EXT')).toBe(first);
    expect(problems).toEqual([]);
  });

  it('answers no vendor, and says why, for a secret it was not started with', () => {
    const problems: string[] = [];
    const resolve = gameVendorResolver({
      demo: () => demo,
      secrets: {},
      now: () => new Date(),
      onMisconfigured: (problem) => problems.push(problem),
    });
    const merchant = withVendorApis({ EXT: api });
    expect(resolve(merchant, 'EXT')).toBeUndefined();
    expect(problems).toEqual([
      `merchant ${merchant.code}: vendor EXT needs its secret in EXT_SECRET, which this instance was not started with`,
    ]);
  });
});
