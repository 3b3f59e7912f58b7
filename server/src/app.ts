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
import { geetestResolver } from './adapters/geetest/index.js';
import { registerCaptchaRoutes } from './routes/wps/captcha/index.js';
import { CaptchaService } from './services/captcha.js';
import { MemoryOneUseStore, RedisOneUseStore } from './services/one-use-store.js';
import { EnvelopeKeyRepository } from './db/envelope-key-repository.js';
import { registerEnvelope } from './plugins/envelope.js';
import { registerEnvelopeRoutes } from './routes/wps/envelope/index.js';
import { EnvelopeKeys } from './services/envelope-keys.js';
import { EnvelopeOpener } from './services/envelope-opener.js';
import { MemoryNonceStore, RedisNonceStore } from './services/nonce-store.js';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Extra readiness probes (Redis, when configured). */
  probes?: readonly Probe[];
  now?: () => Date;
  /** Check each answer against the contract before it leaves (on in tests). */
  checkAnswers?: boolean;
  logger?: boolean;
  /** Shares counters and envelope nonces between instances; without it they live in this process. */
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
  const oneUse = deps.redis ? new RedisOneUseStore(deps.redis) : new MemoryOneUseStore(nowMs);
  const captcha = new CaptchaService({
    store: oneUse,
    counters,
    geetest: geetestResolver(config.geetest, oneUse),
    testMode: config.captchaTestMode,
  });
  if (config.captchaTestMode) {
    app.log.warn('CAPTCHA_TEST_MODE is on: every captcha accepts the test answer');
  }
  const envelopeKeys = new EnvelopeKeys(
    new EnvelopeKeyRepository(database.db),
    { rotationMs: config.envelope.keyRotationMs, graceMs: config.envelope.keyGraceMs },
    now,
  );
  const envelopeOpener = new EnvelopeOpener(
    envelopeKeys,
    deps.redis ? new RedisNonceStore(deps.redis) : new MemoryNonceStore(nowMs),
    config.envelope.replayWindowMs,
    now,
  );
  const sessions = new SessionService(new SessionRepository(database.db), now);
  const accounts = new AccountService(
    new MemberRepository(database.db),
    sessions,
    new AttemptLimiter(counters),
    now,
    captcha,
  );

  registerErrorHandler(app);
  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerMerchantResolution(app, merchants, config.defaultMerchant);
  registerEnvelope(app, envelopeOpener);
  registerAuth(app, sessions);
  await registerStaticWeb(app, config.webDist);

  registerHealthRoutes(app, [
    { name: 'database', check: () => database.ping() },
    ...(deps.probes ?? []),
  ]);
  registerSystemRoutes(app, { checkAnswers, geoCountryHeader: config.geoCountryHeader, now });
  registerEnvelopeRoutes(app, envelopeKeys, { checkAnswers, now });
  registerAccountRoutes(app, accounts, sessions, { checkAnswers });
  registerCaptchaRoutes(app, captcha, { checkAnswers });

  return app;
}
