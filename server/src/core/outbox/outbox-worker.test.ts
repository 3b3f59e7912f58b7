import { describe, expect, it } from 'vitest';
import { OutboxWorker, type OutboxPolicy, type OutboxSendResult } from './outbox-worker.js';

interface Row {
  id: number;
  attempts: number;
  dueAt: number;
  claimed: boolean;
  failed: boolean;
  reason?: string;
}

const POLICY: OutboxPolicy = {
  pollMs: 1000,
  leaseMs: 60_000,
  maxAttempts: 3,
  backoffMs: 100,
  batch: 2,
};

/** An outbox in memory that claims as the tables do: due, unclaimed, attempts left. */
function memoryOutbox(count: number) {
  let now = 0;
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    attempts: 0,
    dueAt: 0,
    claimed: false,
    failed: false,
  }));
  const sent: number[] = [];
  const logs: string[] = [];
  return {
    rows,
    sent,
    logs,
    advance: (ms: number) => (now += ms),
    now: () => new Date(now),
    queue: {
      async giveUpExhausted(at: Date, maxAttempts: number) {
        for (const row of rows) {
          if (!row.claimed && !row.failed && row.attempts >= maxAttempts && row.dueAt <= +at) {
            row.failed = true;
          }
        }
      },
      async claim(at: Date, options: { maxAttempts: number; limit: number }) {
        const due = rows
          .filter(
            (r) => !r.claimed && !r.failed && r.attempts < options.maxAttempts && r.dueAt <= +at,
          )
          .slice(0, options.limit);
        for (const row of due) {
          row.claimed = true;
          row.attempts += 1;
        }
        return due.map((row) => ({ ...row }));
      },
      async retryAt(row: Row, at: Date, reason: string) {
        Object.assign(rows[row.id - 1]!, { dueAt: +at, claimed: false, reason });
      },
    },
    log: {
      warn: (details: object, message: string) =>
        logs.push(`${message} ${JSON.stringify(details)}`),
      error: (details: object, message: string) =>
        logs.push(`${message} ${JSON.stringify(details)}`),
    },
  };
}

const workerOf = (
  outbox: ReturnType<typeof memoryOutbox>,
  send: (row: Row) => Promise<OutboxSendResult>,
  beforeClaim?: () => Promise<number>,
) =>
  new OutboxWorker<Row>({
    name: 'test outbox',
    queue: outbox.queue,
    send,
    sent: async (row) => {
      outbox.sent.push(row.id);
      outbox.rows[row.id - 1]!.claimed = false;
      outbox.rows[row.id - 1]!.failed = true; // done: never claimed again
    },
    describe: (row) => ({ rowId: row.id }),
    beforeClaim: beforeClaim && (async () => beforeClaim()),
    now: outbox.now,
    log: outbox.log,
    policy: POLICY,
  });

describe('the generic outbox worker', () => {
  it('sends every due row in batches, marks each sent once, and leaves dropped rows unmarked', async () => {
    const outbox = memoryOutbox(5);
    const worker = workerOf(outbox, async (row) => (row.id === 3 ? 'dropped' : 'sent'));
    expect(await worker.drain()).toBe(4);
    expect(outbox.sent).toEqual([1, 2, 4, 5]);
  });

  it('retries a failed send after the back-off, doubled each attempt, then gives it up', async () => {
    const outbox = memoryOutbox(1);
    const worker = workerOf(outbox, async () => {
      throw new Error('provider down');
    });
    expect(await worker.drain()).toBe(0);
    expect(outbox.rows[0]).toMatchObject({ attempts: 1, dueAt: 100, reason: 'provider down' });
    // Not due yet: nothing is claimed.
    expect(await worker.drain()).toBe(0);
    expect(outbox.rows[0]!.attempts).toBe(1);
    outbox.advance(100);
    await worker.drain();
    expect(outbox.rows[0]).toMatchObject({ attempts: 2, dueAt: 300 });
    outbox.advance(200);
    await worker.drain();
    // The last attempt is due again at once, and the drain's next pass gives it up.
    expect(outbox.rows[0]).toMatchObject({ attempts: 3, dueAt: 300, failed: true });
    expect(outbox.sent).toEqual([]);
    expect(outbox.logs.map((line) => line.split(' {')[0])).toEqual([
      'test outbox: a send failed',
      'test outbox: a send failed',
      'test outbox: a row was given up',
    ]);
    expect(outbox.logs[0]).toContain('"retryInMs":100');
    expect(outbox.logs[1]).toContain('"retryInMs":200');
  });

  it('counts the work before the claim, so a drain goes on while it finds some', async () => {
    const outbox = memoryOutbox(0);
    let events = 3;
    const worker = workerOf(
      outbox,
      async () => 'sent',
      async () => {
        if (events === 0) return 0;
        events -= 1;
        outbox.rows.push({
          id: outbox.rows.length + 1,
          attempts: 0,
          dueAt: 0,
          claimed: false,
          failed: false,
        });
        return 1;
      },
    );
    expect(await worker.drain()).toBe(3);
    expect(outbox.sent).toEqual([1, 2, 3]);
  });

  it('runs another pass right after the one in hand when woken during it', async () => {
    const outbox = memoryOutbox(1);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const worker = workerOf(outbox, async (row) => {
      if (row.id === 1) await held;
      return 'sent';
    });
    worker.start();
    try {
      await expect.poll(() => outbox.rows[0]!.claimed).toBe(true);
      outbox.rows.push({ id: 2, attempts: 0, dueAt: 0, claimed: false, failed: false });
      worker.wake();
      release();
      // Well before the next poll (1 s): the wake's pass sent the row queued during the first.
      await expect.poll(() => outbox.sent, { timeout: 500 }).toEqual([1, 2]);
    } finally {
      await worker.stop();
    }
  });

  it('logs a pass that failed and keeps polling', async () => {
    const outbox = memoryOutbox(1);
    const claim = outbox.queue.claim;
    let broken = true;
    outbox.queue.claim = async (...args) => {
      if (broken) throw new Error('database gone');
      return claim(...args);
    };
    const worker = workerOf(outbox, async () => 'sent');
    expect(await worker.drain()).toBe(0);
    expect(outbox.logs[0]).toMatch(/^test outbox: a pass failed/);
    broken = false;
    expect(await worker.drain()).toBe(1);
  });
});
