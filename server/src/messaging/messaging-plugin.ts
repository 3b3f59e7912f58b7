import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { SecretSealer } from '../core/secret-sealer.js';
import type { ScheduledJob } from '../jobs/index.js';
import { messengers, type Messengers } from './messengers.js';
import { MessageOutboxRepository } from './message-outbox-repository.js';
import { MessageOutbox } from './message-outbox.js';
import { messageOutboxRetentionJob } from './message-outbox-retention.js';
import type { InboxWriter } from './messaging.js';
import {
  messageOutboxWorker,
  type MessageOutboxWorker,
  type OutboxPolicy,
} from './outbox-worker.js';

/** What the messaging area offers the other areas. */
export interface MessagingArea {
  messengers: Messengers;
  /** Queues texts and emails in the caller's transaction (the durable outbox). */
  outbox: MessageOutbox;
  /** Where a demo merchant's local adapters write (the development inbox); none by default. */
  useDevInbox(inbox: InboxWriter): void;
  /** The area's scheduled jobs (the outbox's retention), run by the job scheduler. */
  jobs: readonly ScheduledJob[];
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingArea;
    /** Delivers queued texts and emails; tests call `drain()` to deliver what is due now. */
    outbox: MessageOutboxWorker;
  }
}

export interface MessagingOptions {
  /** Overrides how the message outbox is delivered (tests: a short back-off, no polling). */
  outboxPolicy?: OutboxPolicy;
  /** Starts the worker once ready (the default); off, it delivers only when drained. */
  start?: boolean;
}

/** The server secret the outbox's texts are sealed under. */
export const MESSAGE_OUTBOX_SEALING = 'message-outbox-sealing';

async function messaging(app: FastifyInstance, options: MessagingOptions): Promise<void> {
  const { db, now, vendorSecrets, serverSecrets } = app.core;
  const { directory } = app.merchants;
  let devInbox: InboxWriter | undefined;
  const senders = messengers({
    secrets: vendorSecrets,
    inbox: () => devInbox,
    log: (details, message) => app.log.info(details, message),
  });
  const repository = new MessageOutboxRepository(
    db,
    new SecretSealer(serverSecrets, MESSAGE_OUTBOX_SEALING),
  );
  const worker = messageOutboxWorker({
    repository,
    messengers: senders,
    merchantOf: (code) => directory.byCode(code),
    now,
    log: app.log,
    policy: options.outboxPolicy,
  });
  app.decorate('outbox', worker);
  if (options.start !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  // Woken once the answer that queued a message has gone, so its send never delays that answer.
  let queuedHere = false;
  app.addHook('onResponse', async () => {
    if (!queuedHere) return;
    queuedHere = false;
    worker.wake();
  });
  app.decorate('messaging', {
    messengers: senders,
    outbox: new MessageOutbox(repository, now, () => (queuedHere = true)),
    useDevInbox: (inbox: InboxWriter) => {
      devInbox = inbox;
    },
    jobs: [messageOutboxRetentionJob({ repository, now })],
  });
}

export const messagingPlugin = fp(messaging, {
  name: 'messaging',
  dependencies: [CORE_PLUGIN, 'merchants'],
});
