import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_ENTRY_KINDS } from '@lobby/contract';
import { merchantFactory, testDatabases } from '../../test/index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { GameRepository } from '../games/game-repository.js';
import { MemberRepository } from '../accounts/member-repository.js';
import { DEMO_ACCOUNT, seed } from './seed.js';
import { WalletRepository } from '../wallet/wallet-repository.js';

describe.each(testDatabases())('the demo wallet on $name', (kind) => {
  let database: DatabaseHandle;
  const demo = merchantFactory({ code: DEMO_ACCOUNT.merchant });

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives a real merchant, even one coded demo, no demo player, balance or catalogue', async () => {
    await seed(database, [{ ...demo, demo: false }]);
    const members = new MemberRepository(database.db);
    expect(await members.findByUsername(demo.code, DEMO_ACCOUNT.username)).toBeUndefined();
    expect(await new GameRepository(database.db).listVendors(demo.code)).toEqual([]);
  });

  it('starts the demo player with a balance and entries of every kind, once', async () => {
    await seed(database, [demo]);
    await seed(database, [demo]);
    const member = await new MemberRepository(database.db).findByUsername(
      demo.code,
      DEMO_ACCOUNT.username,
    );
    const wallet = new WalletRepository(database.db);
    const balance = await wallet.balance(demo.code, member!.id);
    expect(balance).toBeGreaterThan(0);
    expect(await wallet.entrySum(demo.code, member!.id)).toBe(balance);
    // One bonus still active, with its 50,000; the others converted, were forfeited, expired.
    expect((await wallet.balances(demo.code, member!.id)).bonus).toBe(50_000);
    expect(await wallet.entrySum(demo.code, member!.id, 'bonus')).toBe(50_000);
    const { entries } = await wallet.entries(demo.code, member!.id, { limit: 100, offset: 0 });
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(WALLET_ENTRY_KINDS));
    // 8 cash movements; 4 grants, a conversion's pair, a forfeit and an expiry.
    expect(entries).toHaveLength(16);
  });
});
