import { setImmediate as yieldTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostbackDestination } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { MerchantRepository } from '../merchants/merchant-repository.js';
import { EventLedger } from '../attribution/index.js';
import { PostbackOutboxRepository } from './postback-outbox-repository.js';
import { POSTBACK_POLICY, postbackWorker } from './postback-worker.js';
import type { Postback, PostbackSender } from './postback-senders.js';
import { S2sInfoRepository } from './s2s-info-repository.js';
import { fakeClock, merchantFactory, testDatabases } from '../../test/index.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Senders that record what each destination was sent, a turn of the event loop apart. */
function recordingSenders() {
  const sent: string[] = [];
  const record: PostbackSender = async (postback: Postback) => {
    await yieldTurn();
    sent.push(postback.eventId);
  };
  const senders: Record<PostbackDestination, PostbackSender> = {
    appsflyer: record,
    adjust: record,
    generic: record,
    local: record,
  };
  return { senders, sent };
}

describe.each(testDatabases())('the postback worker on $name', (kind) => {
  // A demo merchant without destinations: its members' events go to the local log.
  const merchant = merchantFactory({ demo: true });
  const clock = fakeClock(Date.parse('2031-10-01T10:00:00Z'));
  let database: DatabaseHandle;
  let memberId: number;

  beforeAll(async () => {
    database = await kind.open();
    await new MerchantRepository(database.db).saveAll([merchant]);
    const member = await database.db
      .insertInto('members')
      .values({
        merchant_code: merchant.code,
        username: 'pb1',
        username_folded: 'pb1',
        mobile: null,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = member.id;
    await new S2sInfoRepository(database.db).save(
      merchant.code,
      memberId,
      { appsflyerId: '1700000000000-1' },
      clock.now(),
    );
  });
  afterAll(async () => {
    await database.close();
  });

  const worker = (senders: Record<PostbackDestination, PostbackSender>) =>
    postbackWorker({
      repository: new PostbackOutboxRepository(database.db),
      s2sInfo: new S2sInfoRepository(database.db),
      senders,
      merchantOf: async () => merchant,
      now: clock.now,
      log: quiet,
      policy: { ...POSTBACK_POLICY, batch: 5 },
    });
  const record = async (ids: string[]) => {
    const ledger = new EventLedger(database.db, clock.now);
    for (const eventId of ids) {
      await ledger.record({
        merchantCode: merchant.code,
        eventId,
        name: 'register',
        source: 'browser',
        memberId,
        payload: {},
      });
    }
  };

  it('lets three workers on one database send each eventID once', async () => {
    const { senders, sent } = recordingSenders();
    const ids = Array.from({ length: 40 }, (_, i) => `parallel-${i}`);
    await record(ids);
    const workers = [worker(senders), worker(senders), worker(senders)];
    await Promise.all([...workers, ...workers].map((each) => each.drain()));
    expect([...sent].sort()).toEqual([...ids].sort());
    // Nothing is left to send, however often they look again.
    await Promise.all(workers.map((each) => each.drain()));
    expect(sent).toHaveLength(40);
  });

  it('still dispatches an event whose transaction committed after later ones (within the settle time)', async () => {
    const { senders, sent } = recordingSenders();
    const running = worker(senders);
    await record(['settle-1']);
    await running.drain();
    expect(sent).toEqual(['settle-1']);
    // Created two minutes ago, committed only now: behind the events already dispatched.
    const late = new EventLedger(database.db, () => new Date(clock.now().getTime() - 120_000));
    await late.record({
      merchantCode: merchant.code,
      eventId: 'settle-late',
      name: 'register',
      source: 'browser',
      memberId,
      payload: {},
    });
    await running.drain();
    expect(sent).toEqual(['settle-1', 'settle-late']);
  });

  it('takes back a postback from a worker that died holding it, once its lease has passed', async () => {
    await record(['restart-1']);
    const repository = new PostbackOutboxRepository(database.db);
    // The first instance dispatches and claims the postback, then dies before sending it.
    await repository.dispatch(clock.now(), 10, async () => ['local']);
    const held = await repository.claim(clock.now(), {
      leaseMs: POSTBACK_POLICY.leaseMs,
      maxAttempts: POSTBACK_POLICY.maxAttempts,
      limit: 10,
      claim: 'dead-instance',
    });
    expect(held.map((postback) => postback.eventId)).toEqual(['restart-1']);
    // A new instance (a restart) sees nothing due while the lease holds, then sends it once.
    const { senders, sent } = recordingSenders();
    const restarted = worker(senders);
    await restarted.drain();
    expect(sent).toEqual([]);
    clock.advanceMinutes(POSTBACK_POLICY.leaseMs / 60_000 + 1);
    await restarted.drain();
    expect(sent).toEqual(['restart-1']);
    // The dead instance's late finish changes nothing: its claim is no longer the row's.
    await repository.retryAt(held[0]!, clock.now(), 'late');
    await restarted.drain();
    expect(sent).toEqual(['restart-1']);
  });
});
