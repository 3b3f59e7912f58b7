import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/database.js';
import { buildTestApp, merchantFactory, testDatabases } from './index.js';

describe.each(testDatabases())('status on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const merchant = merchantFactory();

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants: [merchant] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the merchant of the host', async () => {
    const response = await app.inject({
      url: '/wps/system/status',
      headers: { host: merchant.hosts[0] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.merchantCode).toBe(merchant.code);
  });
});
