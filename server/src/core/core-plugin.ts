import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { AuditLog } from './audit/audit-log.js';
import { ContentVersions } from './content/content-versions.js';
import type { Config, VendorSecrets } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import { ServerSecretRepository } from './db/server-secret-repository.js';
import { AttemptLimiter } from './limits/attempt-limiter.js';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './limits/counter-store.js';
import { MemoryOneUseStore, RedisOneUseStore, type OneUseStore } from './limits/one-use-store.js';
import { Outbound } from './outbound-url.js';

/** The name every area plugin depends on to find `app.core`. */
export const CORE_PLUGIN = 'lobby-core';

/** What the app is started with, shared by every area. */
export interface CoreOptions {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  /** Check each answer against the contract before it leaves (by default config.checkAnswers). */
  checkAnswers?: boolean;
  /** The merchants' vendor, payment and messaging secrets, read at start (loadVendorSecrets). */
  vendorSecrets?: VendorSecrets;
  /** Shares counters, one-use entries and more; without it, they live in this process. */
  redis?: Redis;
  /** Overrides the counter store (tests use a clock-driven one). */
  counters?: CounterStore;
}

/** The shared infrastructure the areas build their services from. */
export interface Core {
  config: Config;
  database: DatabaseHandle;
  db: Kysely<Database>;
  redis: Redis | undefined;
  now: () => Date;
  nowMs: () => number;
  checkAnswers: boolean;
  vendorSecrets: VendorSecrets;
  counters: CounterStore;
  oneUse: OneUseStore;
  limiter: AttemptLimiter;
  /** The one store of secrets the server makes for itself (codes, two-factor, launches). */
  serverSecrets: ServerSecretRepository;
  /** The operators' append-only audit log; append in the action's own transaction. */
  audit: AuditLog;
  /** Each merchant's content version, that caches of content key on across instances. */
  contentVersions: ContentVersions;
  /** Every outward call to a URL anyone but the deployment influences goes through this guard. */
  outbound: Outbound;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}

/** Builds the shared infrastructure once, as `app.core`. */
export function buildCore(options: CoreOptions): Core {
  const { config, database, redis } = options;
  const now = options.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const counters =
    options.counters ??
    (redis ? new RedisCounterStore(redis, undefined, nowMs) : new MemoryCounterStore(nowMs));
  return {
    config,
    database,
    db: database.db,
    redis,
    now,
    nowMs,
    checkAnswers: options.checkAnswers ?? config.checkAnswers,
    vendorSecrets: options.vendorSecrets ?? {},
    counters,
    oneUse: redis ? new RedisOneUseStore(redis) : new MemoryOneUseStore(nowMs),
    limiter: new AttemptLimiter(counters),
    serverSecrets: new ServerSecretRepository(database.db),
    audit: new AuditLog(database.db, now),
    contentVersions: new ContentVersions(database.db, redis, nowMs),
    outbound: new Outbound({ localOrigins: config.outbound.localOrigins }),
  };
}

async function core(app: FastifyInstance, options: CoreOptions): Promise<void> {
  const built = buildCore(options);
  app.decorate('core', built);
  app.addHook('onClose', () => built.contentVersions.close());
}

export const corePlugin = fp(core, { name: CORE_PLUGIN });
