import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { OutboxWorker } from '../src/core/outbox/outbox-worker.js';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { buildTestApp, testConfig } from './app.js';
import { testDatabases } from './databases.js';
import { merchantFactory } from './factories.js';

// The message, push and postback outboxes each have a worker that polls once started.
const OUTBOX_WORKERS = 3;

// Each test builds an app, as a suite's beforeAll does (under its hook timeout).
describe('background workers of test apps', { timeout: 60_000 }, () => {
  const [pglite] = testDatabases();
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    await database?.close();
    app = database = undefined;
    vi.restoreAllMocks();
  });

  const starts = async (build: (database: DatabaseHandle) => Promise<FastifyInstance>) => {
    const start = vi.spyOn(OutboxWorker.prototype, 'start');
    database = await pglite!.open();
    app = await build(database);
    return start.mock.calls.length;
  };

  it('starts no outbox worker in a test app, which drains them by hand', async () => {
    const merchants = [merchantFactory()];
    expect(await starts((database) => buildTestApp({ database, merchants }))).toBe(0);
    expect(await app!.outbox.drain()).toBe(0);
  });

  it('starts them in a test app about them', async () => {
    const merchants = [merchantFactory()];
    const count = await starts((database) => buildTestApp({ database, merchants, workers: true }));
    expect(count).toBe(OUTBOX_WORKERS);
  });

  it('starts them by default, as the server does', async () => {
    const count = await starts(async (database) => {
      const built = await buildApp({ config: testConfig(), database, logger: false });
      await built.ready();
      return built;
    });
    expect(count).toBe(OUTBOX_WORKERS);
  });
});
