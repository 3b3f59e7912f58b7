import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from './merchant-repository.js';

describe.each(testDatabases())('MerchantRepository on $name', (kind) => {
  let database: DatabaseHandle;
  let repository: MerchantRepository;

  beforeAll(async () => {
    database = await kind.open();
    repository = new MerchantRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores merchants and finds them by code and by host', async () => {
    const merchant = merchantFactory({ hosts: ['one.test', 'www.one.test'] });
    await repository.saveAll([merchant]);
    expect(await repository.findByCode(merchant.code)).toEqual(merchant);
    expect(await repository.findByHost('www.one.test')).toEqual(merchant);
    expect(await repository.findByCode('nobody')).toBeUndefined();
    expect(await repository.findByHost('nobody.test')).toBeUndefined();
  });

  it('replaces the configuration and hosts of a merchant saved again', async () => {
    const merchant = merchantFactory({ hosts: ['old.test', 'kept.test'] });
    await repository.saveAll([merchant]);
    const changed = { ...merchant, name: 'Renamed', hosts: ['kept.test', 'new.test'] };
    await repository.saveAll([changed]);
    expect(await repository.findByHost('old.test')).toBeUndefined();
    expect((await repository.findByHost('kept.test'))?.name).toBe('Renamed');
    expect((await repository.findByHost('new.test'))?.code).toBe(merchant.code);
    expect(await repository.findByCode(merchant.code)).toEqual(changed);
  });

  it('keeps a merchant with no hosts reachable by code only', async () => {
    const merchant = merchantFactory({ hosts: ['gone.test'] });
    await repository.saveAll([merchant]);
    await repository.saveAll([{ ...merchant, hosts: [] }]);
    expect(await repository.findByHost('gone.test')).toBeUndefined();
    expect((await repository.findByCode(merchant.code))?.hosts).toEqual([]);
  });

  it('saves all or nothing', async () => {
    const owner = merchantFactory({ hosts: ['taken.test'] });
    await repository.saveAll([owner]);
    const fresh = merchantFactory();
    const thief = merchantFactory({ hosts: ['taken.test'] });
    await expect(repository.saveAll([fresh, thief])).rejects.toThrow();
    expect(await repository.findByCode(fresh.code)).toBeUndefined();
    expect(await repository.findByCode(thief.code)).toBeUndefined();
    expect((await repository.findByHost('taken.test'))?.code).toBe(owner.code);
  });
});
