import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { EnvelopeKeyRepository } from './envelope/envelope-key-repository.js';
import { EnvelopeNonceRepository } from './envelope/envelope-nonce-repository.js';
import type { DatabaseHandle } from './core/db/database.js';
import { MemberRepository } from './accounts/member-repository.js';
import { MerchantRepository } from './merchants/merchant-repository.js';
import { SessionRepository } from './accounts/session-repository.js';
import { crossCuttingPlugins, type PluginRegistration } from '../test/cross-cutting-plugins.js';
import { AttemptLimiter } from './core/limits/attempt-limiter.js';
import { MemoryCounterStore } from './core/limits/counter-store.js';
import { EnvelopeKeys, envelopeKeyPolicy } from './envelope/envelope-keys.js';
import { EnvelopeOpener } from './envelope/envelope-opener.js';
import { MerchantDirectory } from './merchants/merchant-directory.js';
import { DatabaseNonceStore } from './envelope/nonce-store.js';
import { SessionService } from './accounts/sessions.js';
import { registerSealedEcho, sealedEcho } from '../test/envelope-echo.js';
import { pooledEnvelopeKey } from '../test/envelope-key-pool.js';
import { expectFailure, merchantFactory, testConfig, testDatabases } from '../test/index.js';

// The plugins that read request.merchant and so must come after the merchant plugin.
const NEEDS_MERCHANT = ['security-headers', 'envelope', 'auth', 'static-web'];

/** The app's order, reversed, and each plugin moved to the front and to the back. */
function orders(names: string[]): string[][] {
  const moved = names.flatMap((name) => {
    const rest = names.filter((other) => other !== name);
    return [
      [name, ...rest],
      [...rest, name],
    ];
  });
  const all = [names, [...names].reverse(), ...moved];
  return [...new Map(all.map((order) => [order.join(','), order])).values()];
}

describe.each(testDatabases())('cross-cutting plugins in any order on $name', (kind) => {
  let database: DatabaseHandle;
  let plugins: PluginRegistration[];
  let token: string;
  const merchant = merchantFactory();
  const config = testConfig();

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([merchant]);
    const now = () => new Date();
    const sessions = new SessionService(new SessionRepository(database.db), now);
    const keys = new EnvelopeKeys({
      repository: new EnvelopeKeyRepository(database.db),
      policy: envelopeKeyPolicy(config),
      now,
      generate: pooledEnvelopeKey,
    });
    plugins = crossCuttingPlugins({
      merchants: new MerchantDirectory(new MerchantRepository(database.db)),
      defaultMerchant: undefined,
      limiter: new AttemptLimiter(new MemoryCounterStore()),
      envelopeOpener: new EnvelopeOpener({
        keys,
        nonces: new DatabaseNonceStore(new EnvelopeNonceRepository(database.db)),
        replayWindowMs: 60_000,
        now,
      }),
      sessions,
      geetestLive: false,
      webDist: config.webDist,
    });
    const member = await new MemberRepository(database.db).insert({
      merchantCode: merchant.code,
      username: 'order_player',
      mobile: null,
      passwordHash: 'not-a-real-hash',
      passwordIsDefault: false,
      agentApplication: 'none',
      language: 'EN',
      registration: {},
    });
    ({ token } = await sessions.create(merchant, member!.id, {
      device: 'H5',
      ip: '127.0.0.1',
      userAgent: 'test',
    }));
  });
  afterAll(async () => {
    await database?.close();
  });

  const build = async (order: string[]): Promise<FastifyInstance> => {
    const app = Fastify({ logger: false });
    for (const name of order) await plugins.find((plugin) => plugin.name === name)!.register(app);
    app.get('/wps/test/who', async (request) => ({
      merchant: request.merchant?.code ?? null,
      session: request.session ? request.session.merchantCode : null,
    }));
    registerSealedEcho(app);
    await app.ready();
    return app;
  };

  it('lists every plugin once', () => {
    expect(plugins.map((plugin) => plugin.name).sort()).toEqual(
      [
        'auth',
        'envelope',
        'error-handler',
        'merchant',
        'request-context',
        'security-headers',
        'static-web',
      ].sort(),
    );
  });

  it('works in every order that keeps the merchant first, and refuses to start otherwise', async () => {
    const tried = orders(plugins.map((plugin) => plugin.name));
    let worked = 0;
    for (const order of tried) {
      const early = NEEDS_MERCHANT.filter(
        (name) => order.indexOf(name) < order.indexOf('merchant'),
      );
      if (early.length > 0) {
        // Fastify names the first plugin registered before the one it depends on.
        const first = order.find((name) => early.includes(name))!;
        await expect(build(order), order.join(' ')).rejects.toThrow(
          `The dependency 'lobby-merchant' of plugin 'lobby-${first}' is not registered`,
        );
        continue;
      }
      worked += 1;
      const app = await build(order);
      try {
        const host = merchant.hosts[0]!;
        const who = await app.inject({
          url: '/wps/test/who',
          headers: { host, authorization: `Bearer ${token}` },
        });
        expect(who.json(), order.join(' ')).toEqual({
          merchant: merchant.code,
          session: merchant.code,
        });
        expect(who.headers['x-trace-id']).toMatch(/^req-/);
        expect(who.headers['content-security-policy']).toContain("default-src 'self'");
        const plain = await app.inject({
          method: sealedEcho.method,
          url: sealedEcho.path,
          headers: { host, 'content-type': 'application/json' },
          payload: { username: 'a', password: 'b' },
        });
        expectFailure(plain, 400, 'encryption_required');
        const text = await app.inject({
          method: 'POST',
          url: sealedEcho.path,
          headers: { host, 'content-type': 'text/plain' },
          payload: 'hello',
        });
        expectFailure(text, 415, 'unsupported_media_type');
        const page = await app.inject({ url: '/m/home', headers: { host } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
      } finally {
        await app.close();
      }
    }
    // Both kinds of order were tried.
    expect(worked).toBeGreaterThan(1);
    expect(worked).toBeLessThan(tried.length);
  });
});
