import { randomUUID } from 'node:crypto';
import type { Messengers } from './messengers.js';
import type { ClaimedMessage, MessageOutboxRepository } from './message-outbox-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';

export interface OutboxPolicy {
  /** How often the queue is looked at for rows of other instances and retries that fell due. */
  pollMs: number;
  /** How long a claim holds a row; longer than a provider's own timeout, so a live send ends first. */
  leaseMs: number;
  maxAttempts: number;
  /** The first retry's wait; each next one doubles it. */
  backoffMs: number;
  batch: number;
}

export const OUTBOX_POLICY: OutboxPolicy = {
  pollMs: 1000,
  leaseMs: 60_000,
  maxAttempts: 6,
  backoffMs: 5000,
  batch: 20,
};

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers the message outbox: claims due rows, hands each to the merchant's SMS or email
 * adapter, deletes it once sent, and retries a failure after 5 s, 10 s, 20 s… up to
 * maxAttempts. Woken at once by this instance's sends and polled for the rest. Logs name the
 * row, never its text.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  private readonly repository: MessageOutboxRepository;
  private readonly messengers: Messengers;
  private readonly merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
  private readonly now: () => Date;
  private readonly log: Log;
  private readonly policy: OutboxPolicy;

  constructor(deps: {
    repository: MessageOutboxRepository;
    messengers: Messengers;
    merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
    now: () => Date;
    log: Log;
    policy?: OutboxPolicy;
  }) {
    this.repository = deps.repository;
    this.messengers = deps.messengers;
    this.merchantOf = deps.merchantOf;
    this.now = deps.now;
    this.log = deps.log;
    this.policy = deps.policy ?? OUTBOX_POLICY;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the sends in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a pass now (a message was just queued here). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Delivers every row due now, pass after pass, and answers how many were sent (for tests). */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      while (this.running) await this.running;
      const pass = this.pass();
      const claimed = await pass.claimed;
      sent += await pass.sent;
      if (claimed === 0) return sent;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    // A drain in hand keeps going until the queue is empty; the next poll comes as usual.
    if (!this.running) {
      do {
        this.again = false;
        await this.pass().sent;
      } while (this.again && !this.stopped);
    }
    if (!this.stopped) this.schedule(this.policy.pollMs);
  }

  /** One claim and its sends; `running` holds it so passes never overlap within an instance. */
  private pass(): { claimed: Promise<number>; sent: Promise<number> } {
    let claimedCount: (count: number) => void = () => {};
    const claimed = new Promise<number>((resolve) => (claimedCount = resolve));
    const sent = (async () => {
      try {
        const now = this.now();
        await this.repository.giveUpExhausted(now, this.policy.maxAttempts);
        const messages = await this.repository.claim(now, {
          leaseMs: this.policy.leaseMs,
          maxAttempts: this.policy.maxAttempts,
          limit: this.policy.batch,
          claim: randomUUID(),
        });
        claimedCount(messages.length);
        const results = await Promise.all(messages.map((message) => this.deliver(message)));
        return results.filter(Boolean).length;
      } catch (error) {
        claimedCount(0);
        this.log.error({ err: error }, 'message outbox: a pass failed');
        return 0;
      }
    })();
    this.running = sent.finally(() => (this.running = undefined));
    return { claimed, sent };
  }

  private async deliver(message: ClaimedMessage): Promise<boolean> {
    const details = {
      outboxId: message.id,
      merchant: message.merchantCode,
      channel: message.channel,
      attempt: message.attempts,
    };
    try {
      const merchant = await this.merchantOf(message.merchantCode);
      if (!merchant) throw new Error('the merchant is no longer configured');
      if (message.channel === 'sms') {
        await this.messengers.sms(merchant).send({ to: message.to, text: message.text });
      } else {
        await this.messengers.email(merchant).send({
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
        });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (message.attempts >= this.policy.maxAttempts) {
        // Due at once, so the next pass gives it up and drops its body.
        await this.repository.retryAt(message, this.now(), reason);
        this.log.error({ ...details, reason }, 'message outbox: a message was given up');
        return false;
      }
      const wait = this.policy.backoffMs * 2 ** (message.attempts - 1);
      await this.repository.retryAt(message, new Date(this.now().getTime() + wait), reason);
      this.log.warn({ ...details, reason, retryInMs: wait }, 'message outbox: a send failed');
      return false;
    }
    await this.repository.delivered(message);
    return true;
  }
}
