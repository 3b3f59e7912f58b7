import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { expectValue, merchantFactory, send, testDatabases, useTestApp } from '../../test/index.js';
import { browserKeys, fakePushService } from '../../test/fake-push-service.js';
import { PUSH_USAGE, runPushCommand } from './push-command.js';

describe.each(testDatabases())('npm run push on $name', (kind) => {
  const merchant = merchantFactory({ defaultLanguage: 'EN' });
  const t = useTestApp(kind, { merchants: [merchant] });
  let fake: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    fake = await fakePushService();
  });
  afterAll(() => fake.close());

  async function push(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runPushCommand(args, {
      db: t.database.db,
      defaultMerchant: undefined,
      pushServiceUrl: fake.url,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  it('queues, audits and sends a topic push that decrypts to what was given', async () => {
    const keys = browserKeys();
    const endpoint = fake.endpoint(`cli-${Date.now()}`);
    const { token } = expectValue(
      await send(t.app, merchant, calls.pushRegister, {
        web: { endpoint, auth: keys.auth, p256dh: keys.p256dh },
      }),
      calls.pushRegister,
    );
    await send(t.app, merchant, calls.fcmSubscribe, { registrationToken: token, topic: 'ALL' });
    // The app's own worker stays out of it: this command sends.
    await t.app.push.worker.stop();
    const result = await push(
      '--merchant',
      merchant.code,
      '--topic',
      'ALL',
      '--title',
      'Weekend bonus',
      '--body',
      'Claim it today',
      '--url',
      '/m/promotions',
      '--by',
      'alice',
    );
    expect(result).toMatchObject({ code: 0, err: [] });
    expect(result.out[0]).toMatch(/queued for 1 subscription/);
    const received = fake.received.filter((item) => item.path === new URL(endpoint).pathname);
    expect(received.map((item) => JSON.parse(keys.decrypt(item.body)))).toEqual([
      { title: 'Weekend bonus', body: 'Claim it today', url: '/m/promotions' },
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['operator_name', 'ip'])
      .where('merchant_code', '=', merchant.code)
      .where('action', '=', 'push.send')
      .execute();
    expect(audit).toEqual([{ operator_name: 'alice', ip: null }]);
  });

  it('refuses usage mistakes, unknown merchants and links outside the app', async () => {
    expect((await push('--merchant', merchant.code, '--title', 'x')).code).toBe(2);
    expect((await push('--merchant', merchant.code, '--topic')).err).toEqual([PUSH_USAGE]);
    expect(
      (
        await push(
          '--merchant',
          'nope',
          '--topic',
          'ALL',
          '--title',
          'a',
          '--body',
          'b',
          '--url',
          '/m/home',
        )
      ).code,
    ).toBe(1);
    const outside = await push(
      '--merchant',
      merchant.code,
      '--topic',
      'ALL',
      '--title',
      'a',
      '--body',
      'b',
      '--url',
      'javascript:alert(1)',
    );
    expect(outside.code).toBe(1);
  });
});
