import { randomUUID } from 'node:crypto';
import type { PostbackDestination } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import {
  DISPATCH_SETTLE_MS,
  type ClaimedPostback,
  type PostbackOutboxRepository,
  type UndispatchedEvent,
} from './postback-outbox-repository.js';
import { postbackDestinations } from './postback-destinations.js';
import type { PostbackSender } from './postback-senders.js';
import type { S2sInfoRepository, StoredS2sInfo } from './s2s-info-repository.js';

/** A member's affiliate click id from elsewhere (the registration's attribution). */
export type ClickIdOf = (merchant: MerchantConfig, memberId: number) => Promise<string | undefined>;

export interface PostbackPolicy {
  /** How often the ledger and the outbox are looked at (other instances' events, retries due). */
  pollMs: number;
  /** How long a claim holds a row; longer than a destination's timeout, so a live send ends first. */
  leaseMs: number;
  maxAttempts: number;
  /** The first retry's wait; each next one doubles it. */
  backoffMs: number;
  batch: number;
}

/** Retries after 30 s, 1, 2, 4… minutes: ten attempts span about four hours. */
export const POSTBACK_POLICY: PostbackPolicy = {
  pollMs: 2000,
  leaseMs: 60_000,
  maxAttempts: 10,
  backoffMs: 30_000,
  batch: 20,
};

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivers postbacks: each pass turns new ledger events into outbox rows (one per destination),
 * then claims due rows and hands each to its destination's sender, marking it sent or due again
 * after a back-off. At least once: a row is sent until a destination takes it; once per eventID
 * and destination: the outbox holds one row for each, and a claim is one worker's at a time.
 */
export class PostbackWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  private readonly repository: PostbackOutboxRepository;
  private readonly s2sInfo: S2sInfoRepository;
  private readonly senders: Record<PostbackDestination, PostbackSender>;
  private readonly merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
  private readonly now: () => Date;
  private readonly log: Log;
  private readonly policy: PostbackPolicy;
  private readonly clickIdOf: ClickIdOf | undefined;
  /**
   * The low-water mark of this instance: every event created before it is dispatched. Unset
   * after a start, so a restarted instance first looks back over the whole dispatch window.
   */
  private dispatchedBefore: Date | undefined;

  constructor(deps: {
    repository: PostbackOutboxRepository;
    s2sInfo: S2sInfoRepository;
    senders: Record<PostbackDestination, PostbackSender>;
    merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
    now: () => Date;
    log: Log;
    policy?: PostbackPolicy | undefined;
    /** The affiliate click id of the member's registration, when the app passed none. */
    clickIdOf?: ClickIdOf;
  }) {
    this.clickIdOf = deps.clickIdOf;
    this.repository = deps.repository;
    this.s2sInfo = deps.s2sInfo;
    this.senders = deps.senders;
    this.merchantOf = deps.merchantOf;
    this.now = deps.now;
    this.log = deps.log;
    this.policy = deps.policy ?? POSTBACK_POLICY;
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

  /** Runs a pass now (an event was just recorded here). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Dispatches and delivers everything due now, pass after pass; answers how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      while (this.running) await this.running;
      const pass = this.pass();
      const worked = await pass.worked;
      sent += await pass.sent;
      if (worked === 0) return sent;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    if (!this.running) {
      do {
        this.again = false;
        await this.pass().sent;
      } while (this.again && !this.stopped);
    }
    if (!this.stopped) this.schedule(this.policy.pollMs);
  }

  /** One dispatch, one claim and its sends; passes never overlap within an instance. */
  private pass(): { worked: Promise<number>; sent: Promise<number> } {
    let report: (count: number) => void = () => {};
    const worked = new Promise<number>((resolve) => (report = resolve));
    const sent = (async () => {
      try {
        const now = this.now();
        const { found, dispatched } = await this.repository.dispatch(
          now,
          this.policy.batch,
          (event) => this.destinationsOf(event),
          this.dispatchedBefore,
        );
        // Everything from the low-water mark on was dispatched: later passes start nearer now.
        if (found < this.policy.batch) {
          const settled = new Date(now.getTime() - DISPATCH_SETTLE_MS);
          if (!this.dispatchedBefore || settled > this.dispatchedBefore) {
            this.dispatchedBefore = settled;
          }
        }
        await this.repository.giveUpExhausted(now, this.policy.maxAttempts);
        const postbacks = await this.repository.claim(now, {
          leaseMs: this.policy.leaseMs,
          maxAttempts: this.policy.maxAttempts,
          limit: this.policy.batch,
          claim: randomUUID(),
        });
        report(dispatched + postbacks.length);
        const results = await Promise.all(postbacks.map((postback) => this.deliver(postback)));
        return results.filter(Boolean).length;
      } catch (error) {
        report(0);
        this.log.error({ err: error }, 'postbacks: a pass failed');
        return 0;
      }
    })();
    this.running = sent.finally(() => (this.running = undefined));
    return { worked, sent };
  }

  private async destinationsOf(event: UndispatchedEvent): Promise<PostbackDestination[]> {
    if (event.memberId === null) return [];
    const merchant = await this.merchantOf(event.merchantCode);
    if (!merchant) return [];
    return postbackDestinations(merchant, event.name, await this.infoOf(merchant, event.memberId));
  }

  /** The member's s2s ids, the registration's click id standing in for one the app did not pass. */
  private async infoOf(
    merchant: MerchantConfig,
    memberId: number,
  ): Promise<StoredS2sInfo | undefined> {
    const info = await this.s2sInfo.find(merchant.code, memberId);
    if (info?.clickId || !this.clickIdOf) return info;
    const clickId = await this.clickIdOf(merchant, memberId);
    return clickId ? { ...info, clickId } : info;
  }

  private async deliver(postback: ClaimedPostback): Promise<boolean> {
    const details = {
      postbackId: postback.id,
      merchant: postback.merchantCode,
      destination: postback.destination,
      eventId: postback.eventId,
      attempt: postback.attempts,
    };
    try {
      const merchant = await this.merchantOf(postback.merchantCode);
      if (!merchant) throw new Error('the merchant is no longer configured');
      const info =
        postback.memberId === null ? undefined : await this.infoOf(merchant, postback.memberId);
      await this.senders[postback.destination]({
        merchant,
        eventId: postback.eventId,
        name: postback.name,
        memberId: postback.memberId,
        amount: postback.amount,
        currency: postback.currency,
        createdAt: postback.createdAt,
        info: info ?? {},
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (postback.attempts >= this.policy.maxAttempts) {
        await this.repository.retryAt(postback, this.now(), reason);
        this.log.error({ ...details, reason }, 'postbacks: a postback was given up');
        return false;
      }
      const wait = this.policy.backoffMs * 2 ** (postback.attempts - 1);
      await this.repository.retryAt(postback, new Date(this.now().getTime() + wait), reason);
      this.log.warn({ ...details, reason, retryInMs: wait }, 'postbacks: a send failed');
      return false;
    }
    await this.repository.sent(postback, this.now());
    return true;
  }
}
