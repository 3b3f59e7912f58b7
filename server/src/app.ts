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

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Extra readiness probes (Redis, when configured). */
  probes?: readonly Probe[];
  now?: () => Date;
  /** Check each answer against the contract before it leaves (on in tests). */
  checkAnswers?: boolean;
  logger?: boolean;
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

  registerErrorHandler(app);
  registerRequestContext(app);
  registerSecurityHeaders(app);
  registerMerchantResolution(app, merchants, config.defaultMerchant);
  await registerStaticWeb(app, config.webDist);

  registerHealthRoutes(app, [
    { name: 'database', check: () => database.ping() },
    ...(deps.probes ?? []),
  ]);
  registerSystemRoutes(app, { checkAnswers, geoCountryHeader: config.geoCountryHeader, now });

  return app;
}
