import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { S2S_INFO_MAX_LENGTH } from '@lobby/contract';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { PostbackOutboxRepository } from './postback-outbox-repository.js';
import { postbackSenders } from './postback-senders.js';
import { postbackWorker, type PostbackPolicy, type PostbackWorker } from './postback-worker.js';
import { registerPostbackRoutes } from './postback-routes.js';
import { PlatformEventsService } from './platform-events.js';
import { S2sInfoRepository } from './s2s-info-repository.js';
import { TrackS2sService } from './track-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers postbacks; tests call `drain()` to deliver what is due now. */
    postbacks: PostbackWorker;
  }
}

export interface PostbacksOptions {
  /** Overrides how postbacks are delivered (tests: a short back-off). */
  postbackPolicy?: PostbackPolicy | undefined;
  /** Starts the worker once ready (the default); off, it delivers only when drained. */
  start?: boolean;
}

/**
 * Server-to-server attribution: the app's track-events call, the external platform's money
 * callback, and the worker that posts the ledger's events back to AppsFlyer, Adjust and the
 * merchant's affiliate network from the postback outbox.
 */
async function postbacks(app: FastifyInstance, options: PostbacksOptions): Promise<void> {
  const { db, now, vendorSecrets, counters, checkAnswers, outbound } = app.core;
  const { directory } = app.merchants;
  const { ledger, service: attribution } = app.attribution;
  const s2sInfo = new S2sInfoRepository(db);
  const worker = postbackWorker({
    repository: new PostbackOutboxRepository(db),
    s2sInfo,
    senders: postbackSenders({
      secrets: vendorSecrets,
      fetch: outbound.fetch,
      log: (details, message) => app.log.info(details, message),
    }),
    merchantOf: (code) => directory.byCode(code),
    now,
    log: app.log,
    policy: options.postbackPolicy,
    registeredClickOf: async (merchant, memberId) => {
      const { clickId, organic } = await attribution.registeredClick(merchant, memberId);
      return { clickId: clickId?.slice(0, S2S_INFO_MAX_LENGTH), organic };
    },
  });
  app.decorate('postbacks', worker);
  if (options.start !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  registerPostbackRoutes(
    app,
    {
      track: new TrackS2sService({ attribution, s2sInfo, now }),
      platform: new PlatformEventsService({
        db,
        ledger,
        secretOf: (merchant) => {
          const platform = merchant.postbacks.platform;
          return platform ? vendorSecrets[platform.secretEnv] : undefined;
        },
        counters,
        now,
        log: (message, details) => app.log.warn(details, message),
      }),
      recorded: () => worker.wake(),
    },
    { checkAnswers },
  );
}

export const postbacksPlugin = fp(postbacks, {
  name: 'postbacks',
  dependencies: [CORE_PLUGIN, 'merchants', 'attribution'],
});
