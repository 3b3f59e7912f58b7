import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountsPlugin, type AccountsOptions } from './accounts/index.js';
import { attributionPlugin } from './attribution/index.js';
import { captchaPlugin } from './captcha/index.js';
import { corePlugin, type CoreOptions } from './core/core-plugin.js';
import { compressionPlugin } from './core/http/compression.js';
import { closingRequestsPlugin } from './core/http/closing-requests.js';
import { errorHandlerPlugin } from './core/http/error-handler.js';
import { serializeRequest } from './core/http/log-serializers.js';
import { requestContextPlugin } from './core/http/request-context.js';
import { securityHeadersPlugin } from './core/http/security-headers.js';
import { customerServicePlugin } from './customer-service/index.js';
import { demoPlugin } from './demo/index.js';
import { envelopeAreaPlugin, type EnvelopeOptions } from './envelope/index.js';
import { gamesPlugin } from './games/index.js';
import { memberConsolePlugin } from './member-console/index.js';
import { merchantsPlugin } from './merchants/index.js';
import { messagingPlugin, type MessagingOptions } from './messaging/index.js';
import { opsPlugin } from './ops/index.js';
import { dashboardPlugin } from './dashboard/index.js';

import { postbacksPlugin, type PostbacksOptions } from './postbacks/index.js';
import { rumPlugin } from './rum/index.js';
import { promotionsPlugin } from './promotions/index.js';
import { protectionPlugin, protectionRoutesPlugin } from './protection/index.js';
import { pushPlugin, pushRoutesPlugin, type PushOptions } from './push/index.js';
import { referralsPlugin } from './referrals/index.js';
import { systemPlugin, type SystemOptions } from './system/index.js';
import { walletPlugin } from './wallet/index.js';
import { bonusesPlugin, rewardJobsPlugin } from './bonuses/index.js';

export interface AppDependencies extends CoreOptions, SystemOptions {
  logger?: boolean;
  pause?: AccountsOptions['pause'];
  generateEnvelopeKey?: EnvelopeOptions['generateKey'];
  outboxPolicy?: MessagingOptions['outboxPolicy'];
  pushPolicy?: PushOptions['pushPolicy'];
  postbackPolicy?: PostbacksOptions['postbackPolicy'];
  /** Ticks the scheduled jobs every minute (the default); tests turn it off and tick by hand. */
  scheduledJobs?: boolean;
  /**
   * Starts the message, push and postback outbox workers once ready (the default); test apps
   * leave them off and call `drain()`, or start the one their test is about.
   */
  workers?: boolean;
}

/**
 * Builds the app: the shared core, the cross-cutting plugins, then one plugin per area. The
 * order is the order of their hooks (merchant before auth before operator sign-in).
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest } },
    genReqId: () => randomUUID(),
    // A hop count trusts that many nearest hops (as Fastify does; its types omit numbers).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Requests arriving while it closes get the platform's own 503 (closingRequestsPlugin).
    return503OnClosing: false,
  });
  await app.register(corePlugin, deps);
  // Before any route: it decides, as each route is declared, whether its answers compress.
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(closingRequestsPlugin);
  await app.register(requestContextPlugin);
  await app.register(merchantsPlugin);
  await app.register(securityHeadersPlugin, { geetestLive: config.geetest.mode === 'live' });
  const startWorkers = deps.workers !== false;
  await app.register(messagingPlugin, { outboxPolicy: deps.outboxPolicy, start: startWorkers });
  await app.register(captchaPlugin);
  await app.register(envelopeAreaPlugin, { generateKey: deps.generateEnvelopeKey });
  await app.register(referralsPlugin);
  await app.register(attributionPlugin);
  await app.register(promotionsPlugin);
  await app.register(protectionPlugin);
  await app.register(accountsPlugin, { pause: deps.pause });
  await app.register(gamesPlugin);
  await app.register(walletPlugin);
  await app.register(protectionRoutesPlugin);
  await app.register(bonusesPlugin);
  await app.register(rewardJobsPlugin, { scheduled: deps.scheduledJobs });
  await app.register(pushPlugin, { pushPolicy: deps.pushPolicy, start: startWorkers });
  await app.register(systemPlugin, deps);
  await app.register(postbacksPlugin, {
    postbackPolicy: deps.postbackPolicy,
    start: startWorkers,
  });
  await app.register(rumPlugin);
  await app.register(opsPlugin);
  await app.register(pushRoutesPlugin);
  await app.register(dashboardPlugin);
  await app.register(customerServicePlugin);
  await app.register(memberConsolePlugin);
  await app.register(demoPlugin);
  return app;
}
