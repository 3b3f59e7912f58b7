import { pushContentFor, type PushPayload } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { OutboxWorker, type OutboxLog, type OutboxPolicy } from '../core/outbox/outbox-worker.js';
import type { ClaimedPush, PushRepository } from './push-repository.js';
import type { PushOutcome } from './push-sender.js';
import { mayPushTo } from './push-sender.js';

export type PushOutboxPolicy = OutboxPolicy;

/** Retries after 5 s, 10 s, 20 s… up to six attempts, 50 pushes a claim. */
export const PUSH_OUTBOX_POLICY: PushOutboxPolicy = {
  pollMs: 2000,
  leaseMs: 60_000,
  maxAttempts: 6,
  backoffMs: 5000,
  batch: 50,
};

export type Send = (push: ClaimedPush, payload: PushPayload) => Promise<PushOutcome>;

export type PushWorker = OutboxWorker<ClaimedPush>;

/**
 * Delivers the push outbox: sends each due row in the member's language (else the message's
 * default), forgets a subscription its push service calls gone (404/410), drops a marketing push
 * to a member who went on a break since it was queued, and retries failures after the back-off.
 * Polled, and woken by this instance's sends.
 */
export function pushWorker(deps: {
  repository: PushRepository;
  send: Send;
  merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
  now: () => Date;
  log: OutboxLog;
  policy?: PushOutboxPolicy | undefined;
}): PushWorker {
  const { repository } = deps;
  return new OutboxWorker<ClaimedPush>({
    name: 'push outbox',
    queue: repository,
    policy: deps.policy ?? PUSH_OUTBOX_POLICY,
    now: deps.now,
    log: deps.log,
    describe: (push) => ({ outboxId: push.id, merchant: push.merchantCode }),
    async send(push) {
      if (push.marketing && push.memberOnBreak) {
        await repository.done(push);
        return 'dropped';
      }
      const content = pushContentFor(push.contents, push.memberLanguage, push.defaultLanguage);
      const merchant = await deps.merchantOf(push.merchantCode);
      if (!content || !merchant || !mayPushTo(push.subscription.endpoint)) {
        await repository.done(push);
        return 'dropped';
      }
      const outcome = await deps.send(push, content);
      if (outcome.kind === 'failed') throw new Error(outcome.reason);
      if (outcome.kind === 'gone') {
        // The browser unsubscribed or the subscription expired: it and its queued rows go.
        await repository.removeById(push.subscriptionId);
        return 'dropped';
      }
      return 'sent';
    },
    sent: (push) => repository.done(push),
  });
}
