import { randomUUID } from 'node:crypto';

/** How a durable outbox is worked: polling, leases, attempts, back-off and batch size. */
export interface OutboxPolicy {
  /** How often the queue is looked at for rows of other instances and retries that fell due. */
  pollMs: number;
  /** How long a claim holds a row; longer than a send's own timeout, so a live send ends first. */
  leaseMs: number;
  maxAttempts: number;
  /** The first retry's wait; each next one doubles it. */
  backoffMs: number;
  batch: number;
}

/** A row one claim holds: its attempts count this one. */
export interface ClaimedRow {
  attempts: number;
}

/** What one claim takes: up to `limit` due rows with attempts left, held for `leaseMs`. */
export interface OutboxClaimOptions {
  leaseMs: number;
  maxAttempts: number;
  limit: number;
  /** The claim's token, which finishing or letting go of a row must show. */
  claim: string;
}

/**
 * The outbox table, as its area's repository offers it: a claim takes due rows with FOR UPDATE
 * SKIP LOCKED under a lease, so a row is one worker's at a time across instances.
 */
export interface OutboxQueue<Row extends ClaimedRow> {
  /** Ends the rows whose attempts ran out, past their last retry. */
  giveUpExhausted(now: Date, maxAttempts: number): Promise<unknown>;
  claim(now: Date, options: OutboxClaimOptions): Promise<Row[]>;
  /** Lets the row go (its claim cleared), due again at `at`, with the failure's reason. */
  retryAt(row: Row, at: Date, reason: string): Promise<unknown>;
}

/** What sending one row came to; a send that failed throws, and the row is retried. */
export type OutboxSendResult = 'sent' | 'dropped';

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerDeps<Row extends ClaimedRow> {
  /** Names the outbox in logs: `message outbox`, `postbacks`. */
  name: string;
  queue: OutboxQueue<Row>;
  /**
   * Sends one claimed row: 'sent' once its destination took it, 'dropped' when it was settled
   * without a send (the send function removes it). Throws when the send failed.
   */
  send: (row: Row) => Promise<OutboxSendResult>;
  /** Marks a sent row done (deleted, or kept as sent). */
  sent: (row: Row) => Promise<void>;
  /** What a log line says of a row; never its content. */
  describe: (row: Row) => object;
  /** Work each pass does before its claim (turning events into rows); answers how much. */
  beforeClaim?: (now: Date) => Promise<number>;
  now: () => Date;
  log: OutboxLog;
  policy: OutboxPolicy;
}

/**
 * Works a durable outbox: each pass gives up rows whose attempts ran out, claims due rows and
 * sends each, marking it done, or due again after the back-off (backoffMs, doubled each attempt)
 * until maxAttempts. At least once: a row is sent until taken, a claim whose worker died is
 * claimed again after its lease. Woken at once by this instance's writes, polled for the rest;
 * passes never overlap within an instance.
 */
export class OutboxWorker<Row extends ClaimedRow> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly deps: OutboxWorkerDeps<Row>) {}

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

  /** Runs a pass now (a row was just queued here); during a pass, another right after it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Works every row due now, pass after pass, and answers how many were sent (for tests). */
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
    // A drain in hand keeps going until the queue is empty; the next poll comes as usual.
    if (!this.running) {
      do {
        this.again = false;
        await this.pass().sent;
      } while (this.again && !this.stopped);
    }
    if (!this.stopped) this.schedule(this.deps.policy.pollMs);
  }

  /** One pass: its work before the claim and the rows claimed (`worked`), and those sent. */
  private pass(): { worked: Promise<number>; sent: Promise<number> } {
    const { queue, policy } = this.deps;
    let report: (count: number) => void = () => {};
    const worked = new Promise<number>((resolve) => (report = resolve));
    const sent = (async () => {
      try {
        const now = this.deps.now();
        const before = (await this.deps.beforeClaim?.(now)) ?? 0;
        await queue.giveUpExhausted(now, policy.maxAttempts);
        const rows = await queue.claim(now, {
          leaseMs: policy.leaseMs,
          maxAttempts: policy.maxAttempts,
          limit: policy.batch,
          claim: randomUUID(),
        });
        report(before + rows.length);
        const results = await Promise.all(rows.map((row) => this.deliver(row)));
        return results.filter(Boolean).length;
      } catch (error) {
        report(0);
        this.deps.log.error({ err: error }, `${this.deps.name}: a pass failed`);
        return 0;
      }
    })();
    this.running = sent.finally(() => (this.running = undefined));
    return { worked, sent };
  }

  private async deliver(row: Row): Promise<boolean> {
    const { queue, policy, log, name } = this.deps;
    let result: OutboxSendResult;
    try {
      result = await this.deps.send(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const details = { ...this.deps.describe(row), attempt: row.attempts, reason };
      if (row.attempts >= policy.maxAttempts) {
        // Due at once, so the next pass gives it up.
        await queue.retryAt(row, this.deps.now(), reason);
        log.error(details, `${name}: a row was given up`);
        return false;
      }
      const wait = policy.backoffMs * 2 ** (row.attempts - 1);
      await queue.retryAt(row, new Date(this.deps.now().getTime() + wait), reason);
      log.warn({ ...details, retryInMs: wait }, `${name}: a send failed`);
      return false;
    }
    if (result === 'dropped') return false;
    await this.deps.sent(row);
    return true;
  }
}
