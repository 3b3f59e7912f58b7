import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../../test/factories.js';
import { loadVendorSecrets } from './config.js';
import type { MerchantConfig } from '../merchant-config.js';

const withVendorApis = (vendorApis: MerchantConfig['games']['vendorApis']) => {
  const base = merchantFactory();
  return merchantFactory({ games: { ...base.games, vendorApis } });
};

describe('game vendor secrets (games.vendorApis[*].secretEnv)', () => {
  it('reads the secret of every vendor the merchant files name', () => {
    const one = withVendorApis({
      EXT: { url: 'https://ext.example', secretEnv: 'EXT_SECRET' },
      TCG: { url: 'https://tcg.example', secretEnv: 'TCG_SECRET' },
    });
    const two = withVendorApis({ EXT: { url: 'https://ext.example', secretEnv: 'EXT_SECRET' } });
    expect(
      loadVendorSecrets([one, two], { EXT_SECRET: 'e'.repeat(32), TCG_SECRET: 't', OTHER: 'x' }),
    ).toEqual({ EXT_SECRET: 'e'.repeat(32), TCG_SECRET: 't' });
    expect(loadVendorSecrets([merchantFactory()], {})).toEqual({});
  });

  it('stops the start naming the merchant, vendor and variable of each missing secret', () => {
    const merchant = withVendorApis({
      EXT: { url: 'https://ext.example', secretEnv: 'EXT_SECRET' },
      TCG: { url: 'https://tcg.example', secretEnv: 'TCG_SECRET' },
    });
    let message = '';
    try {
      loadVendorSecrets([merchant], { TCG_SECRET: '', PORT: '1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      `  merchant ${merchant.code}: vendor EXT needs its shared secret in EXT_SECRET, which is not set`,
      `  merchant ${merchant.code}: vendor TCG needs its shared secret in TCG_SECRET, which is not set`,
    ]);
  });
});
