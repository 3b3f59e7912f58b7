import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { MerchantRepository } from './db/merchant-repository.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerMerchantResolution } from './plugins/merchant.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerHealthRoutes, type Probe } from './routes/health.js';
import { registerSystemRoutes } from './routes/wps/system/index.js';
import { MerchantDirectory } from './services/merchant-directory.js';
import type { Redis } from 'ioredis';
import { MemberRepository } from './db/member-repository.js';
import { SessionRepository } from './db/session-repository.js';
import { registerAuth } from './plugins/auth.js';
import { registerAccountRoutes } from './routes/wps/accounts/index.js';
import { AccountService } from './services/accounts.js';
import { AttemptLimiter } from './services/attempt-limiter.js';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './services/counter-store.js';
import { SessionService } from './services/sessions.js';

// Mobile sign-ups without a password get this one; such accounts can never sign in with it.
const DEFAULT_MOBILE_PASSWORD = 'lobby-mobile-default-password';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Extra readiness probes (Redis, when configured). */
  probes?: readonly Probe[];
  now?: () => Date;
  /** Check each answer against the contract before it leaves (on in tests). */
  checkAnswers?: boolean;
  logger?: boolean;
  /** Shares counters between instances; without it they live in this process. */
  redis?: Redis;
  /** Overrides the counter store (tests use a clock-driven one). */
  counters?: CounterStore;
}

/** Builds the app: cross-cutting plugins first, then the routes. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    return503OnClosing: true,
  });
  // Every body is JSON; without this, Fastify's built-in text/plain parser would let a plain-text
  // body through to validation instead of answering unsupported_media_type.
  app.removeContentTypeParser('text/plain');
  const checkAnswers = deps.checkAnswers ?? process.env.NODE_ENV === 'test';
  const now = deps.now ?? (() => new Date());
  const merchants = new MerchantDirectory(new MerchantRepository(database.db));
  const nowMs = () => now().getTime();
  const counters =
    deps.counters ??
    (deps.redis ? new RedisCounterStore(deps.redis) : new MemoryCounterStore(nowMs));
  const sessions = new SessionService(new SessionRepository(database.db), now);
  const accounts = new AccountService(
    new MemberRepository(database.db),
    sessions,
    new AttemptLimiter(counters),
    now,
    DEFAULT_MOBILE_PASSWORD,
  );

  registerErrorHandler(app);
  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerMerchantResolution(app, merchants, config.defaultMerchant);
  registerAuth(app, sessions);
  await registerStaticWeb(app, config.webDist);

  registerHealthRoutes(app, [
    { name: 'database', check: () => database.ping() },
    ...(deps.probes ?? []),
  ]);
  registerSystemRoutes(app, { checkAnswers, geoCountryHeader: config.geoCountryHeader, now });
  registerAccountRoutes(app, accounts, sessions, { checkAnswers });

  return app;
}
