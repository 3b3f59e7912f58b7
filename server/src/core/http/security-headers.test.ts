import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import type { GeetestConfig } from '../config/config.js';
import { GEETEST_ORIGINS } from './security-headers.js';
import { buildTestApp, merchantFactory, testDatabases } from '../../../test/index.js';

const geetestMerchant = () => {
  const base = merchantFactory();
  return merchantFactory({
    captcha: { enabled: true, login: true, register: false, sms: false },
    flags: { ...base.flags, GEETEST3: true },
  });
};

const geetest = (mode: GeetestConfig['mode']): GeetestConfig => ({
  mode,
  v3BaseUrl: 'http://127.0.0.1:1',
  v4BaseUrl: 'http://127.0.0.1:1',
  timeoutMs: 200,
  keys: {},
});

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe.each(testDatabases())('Content-Security-Policy and Geetest on $name', (kind) => {
  let database: DatabaseHandle;
  let live: FastifyInstance;
  let local: FastifyInstance;
  const withGeetest = geetestMerchant();
  const plain = merchantFactory();
  const policyOf = async (app: FastifyInstance, host: string, url = '/m/login') =>
    directives(
      (await app.inject({ url, headers: { host } })).headers['content-security-policy'] as string,
    );

  beforeAll(async () => {
    database = await kind.open();
    const merchants = [withGeetest, plain];
    live = await buildTestApp({ database, merchants, config: { geetest: geetest('live') } });
    local = await buildTestApp({ database, merchants, config: { geetest: geetest('local') } });
  });
  afterAll(async () => {
    await live?.close();
    await local?.close();
    await database?.close();
  });

  it("lets a live-Geetest merchant's pages load the widget's scripts, styles and calls", async () => {
    for (const url of ['/m/login', '/wps/system/status']) {
      const policy = await policyOf(live, withGeetest.hosts[0]!, url);
      for (const directive of ['script-src', 'style-src', 'connect-src']) {
        expect(policy.get(directive)).toEqual(expect.arrayContaining([...GEETEST_ORIGINS]));
        expect(policy.get(directive)?.[0]).toBe("'self'");
      }
      expect(policy.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('keeps every other page strict', async () => {
    const strict = ["'self'"];
    const others = [
      await policyOf(live, plain.hosts[0]!),
      // The local stand-in draws its own check: no Geetest script at all.
      await policyOf(local, withGeetest.hosts[0]!),
    ];
    for (const policy of others) {
      expect(policy.get('script-src')).toEqual(strict);
      expect(policy.get('connect-src')).toEqual(strict);
    }
  });
});
