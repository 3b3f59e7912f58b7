import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { buildPush } from './build-push.js';
import { pushTransport } from './push-sender.js';
import type { PushService } from './push-service.js';
import { registerPushRoutes } from './push-routes.js';
import type { PushOutboxPolicy, PushWorker } from './push-worker.js';

/** What the push area offers the other areas. */
export interface PushArea {
  service: PushService;
  /** Delivers the push outbox; tests call `drain()`. */
  worker: PushWorker;
  /** The merchant's VAPID public key: the phone provider config's vapidKey. */
  vapidKey: (merchantCode: string) => Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushArea;
  }
}

export interface PushOptions {
  /** Overrides how the push outbox is delivered (tests: no polling, short back-off). */
  pushPolicy?: PushOutboxPolicy;
  /** Starts the worker once ready (the default); off, it delivers only when drained. */
  start?: boolean;
}

async function push(app: FastifyInstance, options: PushOptions): Promise<void> {
  const { db, now, serverSecrets, audit, config } = app.core;
  const { directory } = app.merchants;
  let queuedHere = false;
  const area = buildPush({
    db,
    now,
    secrets: serverSecrets,
    audit,
    merchantOf: (code) => directory.byCode(code),
    log: app.log,
    policy: options.pushPolicy,
    queued: () => (queuedHere = true),
    transport: pushTransport(config.outbound.pushServiceUrl),
  });
  if (options.start !== false) app.addHook('onReady', async () => area.worker.start());
  app.addHook('onClose', () => area.worker.stop());
  // Woken once the answer that queued a send has gone, so the send never delays that answer.
  app.addHook('onResponse', async () => {
    if (!queuedHere) return;
    queuedHere = false;
    area.worker.wake();
  });
  app.decorate('push', area);
}

export const pushPlugin = fp(push, {
  name: 'push',
  dependencies: [CORE_PLUGIN, 'merchants'],
});

/** The push calls; registered after the operator sign-in, whose hook the /ops/ send needs. */
async function pushRoutes(app: FastifyInstance): Promise<void> {
  registerPushRoutes(app, app.push.service, { checkAnswers: app.core.checkAnswers });
}

export const pushRoutesPlugin = fp(pushRoutes, {
  name: 'push-routes',
  dependencies: [CORE_PLUGIN, 'push', 'accounts', 'ops'],
});
