import { setImmediate as yieldTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messengers } from './index.js';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { SecretSealer } from '../core/secret-sealer.js';
import { MessageOutboxRepository } from './message-outbox-repository.js';
import { MESSAGE_OUTBOX_SEALING } from './messaging-plugin.js';
import { OUTBOX_POLICY, messageOutboxWorker } from './outbox-worker.js';
import { fakeClock, merchantFactory, testDatabases } from '../../test/index.js';

const quiet = { warn: () => {}, error: () => {} };

/** Messengers that record each text and fail while `failing` is set. */
function recordingMessengers() {
  const sent: string[] = [];
  const state = { failing: false };
  const sender = {
    async send(message: { text: string }) {
      // A turn of the event loop, so passes of two workers interleave.
      await yieldTurn();
      if (state.failing) throw new Error('provider down');
      sent.push(message.text);
    },
  };
  const messengers: Messengers = {
    sms: () => sender,
    email: () => sender,
    emailConfigured: () => true,
  };
  return { messengers, sent, state };
}

describe.each(testDatabases())('the outbox worker on $name', (kind) => {
  const merchant = merchantFactory();
  const clock = fakeClock(Date.parse('2031-10-01T10:00:00Z'));
  let database: DatabaseHandle;
  let repository: MessageOutboxRepository;

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([merchant]);
    repository = new MessageOutboxRepository(
      database.db,
      new SecretSealer(new ServerSecretRepository(database.db), MESSAGE_OUTBOX_SEALING),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  const worker = (messengers: Messengers, maxAttempts = OUTBOX_POLICY.maxAttempts) =>
    messageOutboxWorker({
      repository,
      messengers,
      merchantOf: async () => merchant,
      now: clock.now,
      log: quiet,
      policy: { ...OUTBOX_POLICY, maxAttempts, batch: 5 },
    });
  const queue = async (texts: string[]) => {
    for (const text of texts) {
      await repository.enqueue(
        database.db,
        await repository.seal({
          merchantCode: merchant.code,
          channel: 'sms',
          to: '+639170000000',
          subject: null,
          text,
        }),
        true,
        clock.now(),
      );
    }
  };
  const rows = () =>
    database.db.selectFrom('message_outbox').select(['status', 'attempts', 'body']).execute();

  it('lets two workers on one database deliver each message once', async () => {
    const { messengers, sent } = recordingMessengers();
    const texts = Array.from({ length: 40 }, (_, i) => `message ${i}`);
    await queue(texts);
    const [a, b] = [worker(messengers), worker(messengers)];
    const counts = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect([...sent].sort()).toEqual([...texts].sort());
    expect(await rows()).toEqual([]);
  });

  it('takes back a message from a worker that died holding it, once its lease has passed', async () => {
    const { messengers, sent } = recordingMessengers();
    await queue(['orphan']);
    const [claimed] = await repository.claim(clock.now(), {
      leaseMs: OUTBOX_POLICY.leaseMs,
      maxAttempts: OUTBOX_POLICY.maxAttempts,
      limit: 1,
      claim: 'dead-instance',
    });
    expect(claimed?.text).toBe('orphan');
    const alive = worker(messengers);
    expect(await alive.drain()).toBe(0);
    clock.advanceMinutes(2);
    expect(await alive.drain()).toBe(1);
    expect(sent).toEqual(['orphan']);
    // The dead instance's late finish changes nothing.
    await repository.retryAt(claimed!, clock.now(), 'late');
    expect(await rows()).toEqual([]);
  });

  it('gives a message up after its attempts, dropping its body', async () => {
    const { messengers, sent, state } = recordingMessengers();
    state.failing = true;
    await queue(['never delivered']);
    const failing = worker(messengers, 3);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await failing.drain();
      clock.advanceMinutes(10);
    }
    await failing.drain();
    expect(await rows()).toEqual([{ status: 'failed', attempts: 3, body: null }]);
    state.failing = false;
    clock.advanceMinutes(10);
    expect(await failing.drain()).toBe(0);
    expect(sent).toEqual([]);
    await database.db.deleteFrom('message_outbox').execute();
  });
});
