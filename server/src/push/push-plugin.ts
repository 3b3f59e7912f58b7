import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { PushRepository } from './push-repository.js';
import { sendPush } from './push-sender.js';
import { PushService } from './push-service.js';
import { registerPushRoutes } from './push-routes.js';
import { PushWorker, type PushOutboxPolicy } from './push-worker.js';
import { VapidKeys } from './vapid-keys.js';

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
}

/** Where a merchant's VAPID claims say pushes come from (web-push needs a mailto: or https:). */
const subjectOf = (hosts: readonly string[]) => `mailto:push@${hosts[0] ?? 'localhost'}`;

async function push(app: FastifyInstance, options: PushOptions): Promise<void> {
  const { db, now, serverSecrets, audit } = app.core;
  const { directory } = app.merchants;
  const repository = new PushRepository(db);
  const vapid = new VapidKeys(db, serverSecrets, now);
  const worker = new PushWorker({
    repository,
    send: async (claimed, payload) => {
      const merchant = await directory.byCode(claimed.merchantCode);
      const keys = await vapid.of(claimed.merchantCode);
      return sendPush(claimed.subscription, payload, {
        ...keys,
        subject: subjectOf(merchant?.hosts ?? []),
      });
    },
    merchantOf: (code) => directory.byCode(code),
    now,
    log: app.log,
    policy: options.pushPolicy,
  });
  let queuedHere = false;
  const service = new PushService({
    repository,
    audit,
    now,
    queued: () => (queuedHere = true),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  app.addHook('onResponse', async () => {
    if (!queuedHere) return;
    queuedHere = false;
    worker.wake();
  });
  app.decorate('push', {
    service,
    worker,
    vapidKey: async (merchantCode: string) => (await vapid.of(merchantCode)).publicKey,
  });
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
