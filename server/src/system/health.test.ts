import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../core/db/database.js';
import {
  expectFailure,
  merchantFactory,
  testConfig,
  testDatabases,
  useTestApp,
  buildTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('health on $name', (kind) => {
  const merchant = merchantFactory();

  const t = useTestApp(kind, { merchants: [merchant] });

  it('/healthz answers ok without a merchant', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { host: 'unknown.invalid' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/healthz ignores an unknown Merchant header', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { merchant: 'nobody' } });
    expect(response.statusCode).toBe(200);
  });

  it('/readyz answers ready with the database check', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: true } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe.each(testDatabases())('health with the database gone on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const merchant = merchantFactory();
  const host = merchant.hosts[0]!;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants: [merchant] });
    // Closed before the first request, so the merchant directory has nothing cached.
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('/healthz still answers ok', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 with the failed check', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: false } });
  });

  it('the status call answers service_unavailable', async () => {
    const response = await app.inject({ url: '/wps/system/status', headers: { host } });
    expectFailure(response, 503, 'service_unavailable');
  });

  it('an app page still answers the page, so the app can show its Retry', async () => {
    const response = await app.inject({ url: '/m/home', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a call by Merchant header answers service_unavailable too', async () => {
    const response = await app.inject({
      url: '/wps/system/country',
      headers: { host: 'other.invalid', merchant: merchant.code },
    });
    expectFailure(response, 503, 'service_unavailable');
  });
});

describe('health with no database server', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect.
    database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    app = await buildApp({ config: testConfig(), database, logger: false, checkAnswers: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('/readyz answers 503 and the status call service_unavailable', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    const response = await app.inject({ url: '/wps/system/status', headers: { host: 'a.test' } });
    expectFailure(response, 503, 'service_unavailable');
  });
});
