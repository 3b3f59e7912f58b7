import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import { RedisCounterStore, type CounterStore } from '../core/limits/counter-store.js';
import { EnvelopeOpener, type SealedRequest } from '../envelope/envelope-opener.js';
import * as passwords from '../core/crypto/password-hashing.js';
import {
  buildTestApp,
  deleteKeys,
  expectFailure,
  expectValue,
  freshAddress,
  login,
  merchantFactory,
  signUp,
  testDatabases,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/index.js';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const deferreds = (count: number) => Array.from({ length: count }, deferred);

const BURST = 40;
const RIGHT_AT = 5; // the sixth guess

const counterKinds = [
  { store: 'in-process counters', redis: false },
  ...(testRedisUrl ? [{ store: 'Redis counters', redis: true }] : []),
];

describe.each(
  testDatabases().flatMap((database) => counterKinds.map((kind) => ({ database, ...kind }))),
)('a burst of sign-ins on $database.name with $store', ({ database: kind, redis: useRedis }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let redis: RedisHandle | undefined;
  const prefix = uniqueRedisPrefix();
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, lockoutFailures: 5 },
  });
  /** The passwords whose hash check ran, in the order they ran. */
  const judged: string[] = [];
  let releaseJudging = deferred();
  let atJudging: Deferred[] = [];

  beforeAll(async () => {
    database = await kind.open();
    let counters: CounterStore | undefined;
    if (useRedis) {
      redis = await openRedis(testRedisUrl!);
      counters = new RedisCounterStore(redis.client, prefix);
    }
    app = await buildTestApp({ database, merchants: [merchant], counters });
  });
  afterAll(async () => {
    await app?.close();
    if (redis) {
      await deleteKeys(redis.client, prefix);
      await redis.close();
    }
    await database?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * No password check finishes until every request of the burst has reached one: the widest
   * window a real burst can open between counting a try and recording its failure.
   */
  function holdJudgingUntilAllArrive() {
    judged.length = 0;
    releaseJudging = deferred();
    atJudging = deferreds(BURST);
    let arrived = 0;
    const arrive = async () => {
      atJudging[arrived]!.resolve();
      arrived += 1;
      if (arrived === BURST) releaseJudging.resolve();
      await releaseJudging.promise;
    };
    const verify = passwords.verifyPassword;
    vi.spyOn(passwords, 'verifyPassword').mockImplementation(async (hash, password) => {
      judged.push(password);
      await arrive();
      return verify(hash, password);
    });
    // The dummy check of a locked account costs argon2 time; what matters is that it is reached.
    vi.spyOn(passwords, 'verifyDummy').mockImplementation(async () => {
      await arrive();
      return false;
    });
  }

  const guessesFor = (right: string | undefined) =>
    Array.from({ length: BURST }, (_, i) => (i === RIGHT_AT && right ? right : `Wrong-guess-${i}`));

  it('lets no more than lockoutFailures guesses of a burst be judged', async () => {
    const member = await signUp(app, merchant);
    holdJudgingUntilAllArrive();
    const ip = freshAddress();
    const guesses = guessesFor(undefined);
    const answers = await Promise.all(
      guesses.map((password) =>
        login(app, merchant, { username: member.username, password }, { ip }),
      ),
    );
    const codes = answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    const { lockoutFailures } = merchant.accounts;
    expect(codes.filter((code) => code === 'login.cred.err')).toHaveLength(lockoutFailures);
    expect(codes.filter((code) => code === 'login.locked')).toHaveLength(BURST - lockoutFailures);
    expect(judged).toHaveLength(lockoutFailures);
  });

  it('refuses the right password sent sixth in a burst of 40, and after it', async () => {
    const member = await signUp(app, merchant);
    holdJudgingUntilAllArrive();
    const guesses = guessesFor(member.password);
    // The guesses reach the limiter in the order they were sent: each is let through once the
    // one before it is waiting at its password check.
    const opened = deferreds(BURST);
    const proceed = deferreds(BURST);
    const open = EnvelopeOpener.prototype.open;
    vi.spyOn(EnvelopeOpener.prototype, 'open').mockImplementation(async function (
      this: EnvelopeOpener,
      merchantCode: string,
      scheme: Parameters<EnvelopeOpener['open']>[1],
      request: SealedRequest,
    ) {
      const plaintext = await open.call(this, merchantCode, scheme, request);
      const position = guesses.indexOf((JSON.parse(plaintext) as { password: string }).password);
      opened[position]!.resolve();
      await proceed[position]!.promise;
      return plaintext;
    });
    const ip = freshAddress();
    const burst = Promise.all(
      guesses.map((password) =>
        login(app, merchant, { username: member.username, password }, { ip }),
      ),
    );
    for (let i = 0; i < BURST; i += 1) {
      await opened[i]!.promise;
      proceed[i]!.resolve();
      await atJudging[i]!.promise;
    }
    const answers = await burst;

    const { lockoutFailures } = merchant.accounts;
    answers.forEach((answer, i) =>
      expectFailure(answer, 200, i < lockoutFailures ? 'login.cred.err' : 'login.locked'),
    );
    expect(judged).toEqual(guesses.slice(0, lockoutFailures));
    vi.restoreAllMocks();
    // The lock holds for the right password sent on its own, and other accounts keep working.
    expectFailure(await login(app, merchant, member, { ip: freshAddress() }), 200, 'login.locked');
    const neighbour = await signUp(app, merchant);
    expectValue(await login(app, merchant, neighbour, { ip: freshAddress() }), calls.sessionLogin);
  });
});
