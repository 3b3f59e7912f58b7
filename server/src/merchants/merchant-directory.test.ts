import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../test/index.js';
import type { MerchantRepository } from './merchant-repository.js';
import { MerchantDirectory, normalizeAffiliateCode } from './merchant-directory.js';

const merchant = merchantFactory({ hosts: ['shop.test'] });

/** A repository that knows one merchant and counts its lookups. */
function countingRepository() {
  const lookups: string[] = [];
  const repository = {
    findByCode: async (code: string) => {
      lookups.push(`code:${code}`);
      return code === merchant.code ? merchant : undefined;
    },
    findByHost: async (host: string) => {
      lookups.push(`host:${host}`);
      return host === 'shop.test' ? merchant : undefined;
    },
  } as unknown as MerchantRepository;
  return { repository, lookups };
}

describe('MerchantDirectory', () => {
  it('finds a host itself with the default affiliate code, whatever its case', async () => {
    const directory = new MerchantDirectory(countingRepository().repository);
    expect(await directory.byHost('SHOP.test')).toEqual({ merchant, affiliateCode: 'www' });
  });

  it('takes the first label of a sub-domain as the affiliate code', async () => {
    const directory = new MerchantDirectory(countingRepository().repository);
    expect(await directory.byHost('aff1.shop.test')).toEqual({ merchant, affiliateCode: 'aff1' });
    expect(await directory.byHost('preview.shop.test')).toEqual({ merchant, affiliateCode: 'www' });
    expect(await directory.byHost('a.b.shop.test')).toBeUndefined();
    expect(await directory.byHost('localhost')).toBeUndefined();
  });

  it('keeps answers, found or not, for 5 seconds', async () => {
    const { repository, lookups } = countingRepository();
    let now = 0;
    const directory = new MerchantDirectory(repository, () => now);
    await directory.byCode(merchant.code);
    await directory.byCode('nobody');
    now = 4999;
    await directory.byCode(merchant.code);
    await directory.byCode('nobody');
    expect(lookups).toEqual([`code:${merchant.code}`, 'code:nobody']);
    now = 5000;
    await directory.byCode(merchant.code);
    expect(lookups).toHaveLength(3);
  });

  it('answers what it knew while the database fails, and fails for what it never knew', async () => {
    let down = false;
    let now = 0;
    const repository = {
      findByCode: async (code: string) => {
        if (down) throw new Error('connection refused');
        return code === merchant.code ? merchant : undefined;
      },
    } as unknown as MerchantRepository;
    const directory = new MerchantDirectory(repository, () => now);
    await directory.byCode(merchant.code);
    down = true;
    now = 60_000;
    expect(await directory.byCode(merchant.code)).toBe(merchant);
    await expect(directory.byCode('other')).rejects.toThrow('connection refused');
  });
});

describe('MerchantDirectory: bounded caches', () => {
  it('keeps a bounded number of unknown values, however many are asked', async () => {
    const { repository } = countingRepository();
    const directory = new MerchantDirectory(repository);
    await directory.byCode(merchant.code);
    await directory.byHost('shop.test');
    for (let i = 0; i < 10_000; i += 1) {
      await directory.byCode(`nobody-${i}`);
      await directory.byHost(`h${i}.nowhere.test`);
    }
    expect(directory.size.unknown).toBeLessThanOrEqual(1000);
    expect(directory.size.known).toBe(2);
  });

  it('keeps known merchants through a flood of unknown values, for a database outage', async () => {
    let down = false;
    let now = 0;
    const repository = {
      findByCode: async (code: string) => {
        if (down) throw new Error('connection refused');
        return code === merchant.code ? merchant : undefined;
      },
    } as unknown as MerchantRepository;
    const directory = new MerchantDirectory(repository, () => now, { known: 10, unknown: 10 });
    await directory.byCode(merchant.code);
    for (let i = 0; i < 100; i += 1) await directory.byCode(`nobody-${i}`);
    expect(directory.size).toEqual({ known: 1, unknown: 10 });
    down = true;
    now = 60_000;
    expect(await directory.byCode(merchant.code)).toBe(merchant);
  });

  it('answers values no merchant can have without the database and without caching them', async () => {
    const { repository, lookups } = countingRepository();
    const directory = new MerchantDirectory(repository);
    for (const code of ['', 'UPPER', 'a'.repeat(33), 'bad\u0000', 'a b', '-lead']) {
      expect(await directory.byCode(code)).toBeUndefined();
    }
    for (const host of ['', 'a'.repeat(254), 'x_y.test', 'nul\u0000.test', '[::1]']) {
      expect(await directory.byHost(host)).toBeUndefined();
    }
    expect(lookups).toEqual([]);
    expect(directory.size).toEqual({ known: 0, unknown: 0 });
  });
});

describe('normalizeAffiliateCode', () => {
  it('maps empty and preview codes to www', () => {
    expect(normalizeAffiliateCode(undefined)).toBe('www');
    expect(normalizeAffiliateCode('')).toBe('www');
    expect(normalizeAffiliateCode('preview')).toBe('www');
    expect(normalizeAffiliateCode('aff7')).toBe('aff7');
  });
});
