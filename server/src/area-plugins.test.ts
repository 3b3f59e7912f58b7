import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsPlugin } from './accounts/index.js';
import { attributionPlugin } from './attribution/index.js';
import { captchaPlugin } from './captcha/index.js';
import { corePlugin } from './core/core-plugin.js';
import type { DatabaseHandle } from './core/db/database.js';
import { demoPlugin } from './demo/index.js';
import { gamesPlugin } from './games/index.js';
import { merchantsPlugin } from './merchants/index.js';
import { messagingPlugin } from './messaging/index.js';
import { promotionsPlugin } from './promotions/index.js';
import { referralsPlugin } from './referrals/index.js';
import { systemPlugin } from './system/index.js';
import { walletPlugin } from './wallet/index.js';
import { protectionPlugin, protectionRoutesPlugin } from './protection/index.js';
import { bonusesPlugin } from './bonuses/index.js';
import { testConfig, testDatabases } from '../test/index.js';

// Each area plugin names the plugins whose decorators it reads, so an app that registers an
// area before one it builds on refuses to start, naming the missing one.
describe('the area plugins', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const withCore = async () => {
    const app = Fastify({ logger: false });
    await app.register(corePlugin, { config: testConfig(), database });
    return app;
  };

  it.each([
    ['merchants', 'lobby-core', [], merchantsPlugin],
    ['games', 'accounts', [merchantsPlugin], gamesPlugin],
    ['wallet', 'accounts', [merchantsPlugin], walletPlugin],
    ['bonuses', 'wallet', [merchantsPlugin, promotionsPlugin], bonusesPlugin],
    ['system', 'games', [merchantsPlugin, promotionsPlugin], systemPlugin],
    ['accounts', 'referrals', [merchantsPlugin, messagingPlugin, captchaPlugin], accountsPlugin],
    [
      'accounts',
      'attribution',
      [
        merchantsPlugin,
        messagingPlugin,
        captchaPlugin,
        referralsPlugin,
        promotionsPlugin,
        protectionPlugin,
      ],
      accountsPlugin,
    ],
    [
      'demo',
      'games',
      [merchantsPlugin, messagingPlugin, captchaPlugin, referralsPlugin, promotionsPlugin],
      demoPlugin,
    ],
  ] as const)('%s refuses to start without %s', async (name, missing, before, plugin) => {
    const app = missing === 'lobby-core' ? Fastify({ logger: false }) : await withCore();
    for (const earlier of before) await app.register(earlier);
    await expect(app.register(plugin)).rejects.toThrow(
      `The dependency '${missing}' of plugin '${name}' is not registered`,
    );
    await app.close();
  });

  it('start in the order app.ts registers them, each offering its decorators', async () => {
    const app = await withCore();
    for (const plugin of [
      merchantsPlugin,
      messagingPlugin,
      captchaPlugin,
      referralsPlugin,
      attributionPlugin,
      promotionsPlugin,
      protectionPlugin,
      accountsPlugin,
      gamesPlugin,
      walletPlugin,
      protectionRoutesPlugin,
      bonusesPlugin,
    ]) {
      await app.register(plugin);
    }
    await app.ready();
    expect(app.wallet.deposits).toBeDefined();
    expect(app.accounts.members).toBeDefined();
    expect(app.protection.guards).toBeDefined();
    expect(app.attribution.ledger).toBeDefined();
    await app.close();
  });
});
