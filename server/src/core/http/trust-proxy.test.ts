import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { buildTestApp, merchantFactory, testDatabases } from '../../../test/index.js';

const CLIENT = '198.51.100.7';
const FORGED = '192.0.2.1';

describe.each(testDatabases())('forwarded addresses on $name', (kind) => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const merchant = merchantFactory();

  const appWith = async (trustProxy: Config['trustProxy']) => {
    const app = await buildTestApp({ database, merchants: [merchant], config: { trustProxy } });
    apps.push(app);
    return app;
  };

  /** The address the server takes for the client, as the status call reports it. */
  const seenIp = async (app: FastifyInstance, from: string, forwardedFor?: string) => {
    const response = await app.inject({
      url: '/wps/system/status',
      headers: {
        host: merchant.hosts[0]!,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      remoteAddress: from,
    });
    expect(response.statusCode).toBe(200);
    return response.json().value.ip as string;
  };

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const app = await appWith(false);
    expect(await seenIp(app, CLIENT, FORGED)).toBe(CLIENT);
  });

  it('ignores a client-written X-Forwarded-For that does not come through a configured proxy', async () => {
    const app = await appWith(['10.0.0.0/8', '192.168.1.10']);
    expect(await seenIp(app, CLIENT, FORGED)).toBe(CLIENT);
    expect(await seenIp(app, '192.168.1.11', FORGED)).toBe('192.168.1.11');
  });

  it('takes the address a configured proxy saw, not the one the client wrote before it', async () => {
    const app = await appWith(['10.0.0.0/8', '192.168.1.10']);
    expect(await seenIp(app, '10.1.2.3', CLIENT)).toBe(CLIENT);
    expect(await seenIp(app, '192.168.1.10', CLIENT)).toBe(CLIENT);
    // The client wrote FORGED itself; the load balancer appended the address it connected from.
    expect(await seenIp(app, '10.1.2.3', `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
  });

  it('trusts only as many hops as a hop count says', async () => {
    const app = await appWith(1);
    expect(await seenIp(app, '10.1.2.3', `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await seenIp(app, '10.1.2.3')).toBe('10.1.2.3');
  });
});
