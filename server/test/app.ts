import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config, type VendorSecrets } from '../src/core/config/config.js';
import type { DatabaseHandle } from '../src/core/db/database.js';
import { MerchantRepository } from '../src/merchants/merchant-repository.js';
import type { MerchantConfig } from '../src/core/merchant-config.js';
import type { CounterStore } from '../src/core/limits/counter-store.js';
import { pooledEnvelopeKey } from './envelope-key-pool.js';
import type { PostbackPolicy } from '../src/postbacks/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Configuration for tests: no default merchant, a tiny built web app from fixtures. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    defaultMerchant: undefined,
    webDist: path.join(here, 'fixtures', 'web-dist'),
    opsDist: path.join(here, 'fixtures', 'ops-dist'),
    logLevel: 'silent',
    ...overrides,
  };
}

/** Stores the merchants and builds the app on the given database, ready for inject(). */
export async function buildTestApp(options: {
  database: DatabaseHandle;
  merchants: MerchantConfig[];
  config?: Partial<Config>;
  now?: () => Date;
  /** Counters shared by instances (a RedisCounterStore); by default they live in the app. */
  counters?: CounterStore;
  /** Redis for the app's counters, when no counter store is given. */
  redis?: Redis;
  /** Holds failed sign-in answers during a failure wave (by default: answers at once). */
  pause?: (ms: number) => Promise<void>;
  /** Make envelope keys for real instead of drawing pre-made ones (tests of key making). */
  realEnvelopeKeys?: boolean;
  /** The game vendor secrets the app starts with (loadVendorSecrets). */
  vendorSecrets?: VendorSecrets;
  /** How postbacks are delivered (a short back-off; the default polls every 2 s). */
  postbackPolicy?: PostbackPolicy;
  /**
   * Starts the message, push and postback outbox workers, which poll (off by default: tests
   * call `app.outbox.drain()`, `app.push.worker.drain()`, `app.postbacks.drain()`).
   */
  workers?: boolean;
  /** Runs before ready(), to add test-only routes or hooks. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Listen on a free port of 127.0.0.1: the demo vendor and demo payment provider reach the app
   * over HTTP at the address it listens on, as outside services do.
   */
  listen?: boolean;
}): Promise<FastifyInstance> {
  await new MerchantRepository(options.database.db).saveAll(options.merchants);
  const app = await buildApp({
    config: testConfig(options.config),
    database: options.database,
    now: options.now,
    counters: options.counters,
    redis: options.redis,
    pause: options.pause ?? (async () => {}),
    logger: false,
    checkAnswers: true,
    generateEnvelopeKey: options.realEnvelopeKeys ? undefined : pooledEnvelopeKey,
    vendorSecrets: options.vendorSecrets,
    postbackPolicy: options.postbackPolicy,
    // Tests run the jobs by hand (app.jobs.tick()), at the moments they choose.
    scheduledJobs: false,
    workers: options.workers ?? false,
  });
  await options.setup?.(app);
  await app.ready();
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
