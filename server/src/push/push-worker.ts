import { randomUUID } from 'node:crypto';
import { pushContentFor, type PushPayload } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { ClaimedPush, PushRepository } from './push-repository.js';
import type { PushOutcome } from './push-sender.js';
import { mayPushTo } from './push-sender.js';

export interface PushOutboxPolicy {
  pollMs: number;
  leaseMs: number;
  maxAttempts: number;
  /** The first retry's wait; each next one doubles it. */
  backoffMs: number;
  batch: number;
}

export const PUSH_OUTBOX_POLICY: PushOutboxPolicy = {
  pollMs: 2000,
  leaseMs: 60_000,
  maxAttempts: 6,
  backoffMs: 5000,
  batch: 50,
};

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type Send = (push: ClaimedPush, payload: PushPayload) => Promise<PushOutcome>;

/**
 * Delivers the push outbox: claims due rows, sends each in the member's language (else the
 * message's default), forgets a subscription its push service calls gone (404/410), drops a
 * marketing push to a member who went on a break since it was queued, and retries failures after
 * 5 s, 10 s, 20 s… up to maxAttempts. Polled, and woken by this instance's sends.
 */
export class PushWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: {
      repository: PushRepository;
      send: Send;
      merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
      now: () => Date;
      log: Log;
      policy?: PushOutboxPolicy;
    },
  ) {}

  private get policy(): PushOutboxPolicy {
    return this.deps.policy ?? PUSH_OUTBOX_POLICY;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Sends every row due now, pass after pass; answers how many were delivered (tests). */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      while (this.running) await this.running;
      const claimedBefore = { count: 0 };
      sent += await this.pass(claimedBefore);
      if (claimedBefore.count === 0) return sent;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (!this.running) await this.pass({ count: 0 });
    if (!this.stopped) this.schedule(this.policy.pollMs);
  }

  private pass(claimed: { count: number }): Promise<number> {
    const run = (async () => {
      try {
        const now = this.deps.now();
        await this.deps.repository.giveUpExhausted(now, this.policy.maxAttempts);
        const pushes = await this.deps.repository.claim(now, {
          leaseMs: this.policy.leaseMs,
          maxAttempts: this.policy.maxAttempts,
          limit: this.policy.batch,
          claim: randomUUID(),
        });
        claimed.count = pushes.length;
        const results = await Promise.all(pushes.map((push) => this.deliver(push)));
        return results.filter(Boolean).length;
      } catch (error) {
        this.deps.log.error({ err: error }, 'push outbox: a pass failed');
        return 0;
      }
    })();
    this.running = run.finally(() => (this.running = undefined));
    return run;
  }

  private async deliver(push: ClaimedPush): Promise<boolean> {
    const { repository } = this.deps;
    const details = { outboxId: push.id, merchant: push.merchantCode, attempt: push.attempts };
    if (push.marketing && push.memberOnBreak) {
      await repository.done(push);
      return false;
    }
    const content = pushContentFor(push.contents, push.memberLanguage, push.defaultLanguage);
    const merchant = await this.deps.merchantOf(push.merchantCode);
    if (!content || !merchant || !mayPushTo(push.subscription.endpoint, merchant.demo)) {
      await repository.done(push);
      return false;
    }
    let outcome: PushOutcome;
    try {
      outcome = await this.deps.send(push, content);
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.kind === 'sent') {
      await repository.done(push);
      return true;
    }
    if (outcome.kind === 'gone') {
      // The browser unsubscribed or the subscription expired: it and its queued rows go.
      await repository.removeById(push.subscriptionId);
      return false;
    }
    const wait =
      push.attempts >= this.policy.maxAttempts
        ? 0
        : this.policy.backoffMs * 2 ** (push.attempts - 1);
    await repository.retryAt(push, new Date(this.deps.now().getTime() + wait), outcome.reason);
    this.deps.log.warn(
      { ...details, reason: outcome.reason, retryInMs: wait },
      'push outbox: a send failed',
    );
    return false;
  }
}
