import { OutboxWorker, type OutboxLog, type OutboxPolicy } from '../core/outbox/outbox-worker.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { Messengers } from './messengers.js';
import type { ClaimedMessage, MessageOutboxRepository } from './message-outbox-repository.js';

export type { OutboxPolicy };

/** Retries after 5 s, 10 s, 20 s… up to six attempts. */
export const OUTBOX_POLICY: OutboxPolicy = {
  pollMs: 1000,
  leaseMs: 60_000,
  maxAttempts: 6,
  backoffMs: 5000,
  batch: 20,
};

export type MessageOutboxWorker = OutboxWorker<ClaimedMessage>;

/**
 * Delivers the message outbox: hands each due row to the merchant's SMS or email adapter and
 * deletes it once sent; a row given up has its body dropped (the repository's giveUpExhausted).
 * Woken at once by this instance's sends and polled for the rest. Logs name the row, never its
 * text.
 */
export function messageOutboxWorker(deps: {
  repository: MessageOutboxRepository;
  messengers: Messengers;
  merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
  now: () => Date;
  log: OutboxLog;
  policy?: OutboxPolicy | undefined;
}): MessageOutboxWorker {
  return new OutboxWorker<ClaimedMessage>({
    name: 'message outbox',
    queue: deps.repository,
    policy: deps.policy ?? OUTBOX_POLICY,
    now: deps.now,
    log: deps.log,
    describe: (message) => ({
      outboxId: message.id,
      merchant: message.merchantCode,
      channel: message.channel,
    }),
    async send(message) {
      const merchant = await deps.merchantOf(message.merchantCode);
      if (!merchant) throw new Error('the merchant is no longer configured');
      if (message.channel === 'sms') {
        await deps.messengers.sms(merchant).send({ to: message.to, text: message.text });
      } else {
        await deps.messengers.email(merchant).send({
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
        });
      }
      return 'sent';
    },
    sent: (message) => deps.repository.delivered(message),
  });
}
