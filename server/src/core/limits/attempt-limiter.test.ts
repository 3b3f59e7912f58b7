import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@lobby/contract';
import { AttemptLimiter } from './attempt-limiter.js';
import {
  CountersUnavailableError,
  MemoryCounterStore,
  type CounterStore,
} from './counter-store.js';
import { byAddress, byNetwork, type LimitParts, type RefusingKind } from './limit-kind.js';

type Parts = LimitParts & { ip: string; name?: string | undefined };

const KIND: RefusingKind<Parts> = {
  feature: 'Trying',
  counters: [
    { key: 't:ip', by: byAddress, max: 2, windowMs: 1_000 },
    { key: 't:net', by: byNetwork, max: 3, windowMs: 1_000 },
    { key: 't:name', by: (parts) => parts.name, max: 1, windowMs: 1_000 },
  ],
  // Any code will do: the limiter answers whatever the kind names.
  tooMany: 'TOO_MANY_TRIES' as string as ErrorCode,
};

function setUp() {
  let now = 0;
  const store = new MemoryCounterStore(() => now);
  const keys: string[] = [];
  const watched: CounterStore = {
    hit: (key, windowMs) => (keys.push(key), store.hit(key, windowMs)),
    refund: (key) => store.refund(key),
    clear: (key) => store.clear(key),
  };
  return { limiter: new AttemptLimiter(watched), store, keys, pass: (ms: number) => (now += ms) };
}

const from = (ip: string, name?: string): Parts => ({ merchantCode: 'm1', ip, name });

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: { statusCode: number; errorCode: string; message: string }) => error,
  );
}

describe('AttemptLimiter', () => {
  it('keys each counter by its merchant and part, and leaves out a counter whose part is missing', async () => {
    const { limiter, keys } = setUp();
    await limiter.reserve(KIND, from('198.18.7.9'));
    await limiter.reserve(KIND, from('198.18.7.9', 'ann'));
    expect(keys).toEqual([
      't:ip:m1:198.18.7.9',
      't:net:m1:198.18.7.0/24',
      't:ip:m1:198.18.7.9',
      't:net:m1:198.18.7.0/24',
      't:name:m1:ann',
    ]);
  });

  it('refuses with the kind’s code past a counter, without counting the counters after it', async () => {
    const { limiter, keys } = setUp();
    await limiter.reserve(KIND, from('198.18.7.9'));
    await limiter.reserve(KIND, from('198.18.7.9'));
    keys.length = 0;
    const error = await refusal(limiter.reserve(KIND, from('198.18.7.9')));
    expect(error).toMatchObject({ statusCode: 429, errorCode: 'TOO_MANY_TRIES' });
    expect(keys).toEqual(['t:ip:m1:198.18.7.9']);
    // The network still has room for one more address of it, then refuses it too.
    await limiter.reserve(KIND, from('198.18.7.10'));
    expect(await refusal(limiter.reserve(KIND, from('198.18.7.11')))).toMatchObject({
      statusCode: 429,
    });
  });

  it('gives back every count of a reservation, and counts again once the window closes', async () => {
    const { limiter, pass } = setUp();
    const first = await limiter.reserve(KIND, from('198.18.7.9', 'ann'));
    await first.giveBack();
    await limiter.reserve(KIND, from('198.18.7.9', 'ann'));
    expect(await refusal(limiter.reserve(KIND, from('198.18.7.9', 'ann')))).toBeDefined();
    pass(1_000);
    await expect(limiter.reserve(KIND, from('198.18.7.9', 'ann'))).resolves.toBeDefined();
  });

  it('admits answers false past any counter instead of refusing', async () => {
    const { limiter, keys } = setUp();
    expect(await limiter.admits(KIND, from('198.18.7.9', 'ann'))).toBe(true);
    keys.length = 0;
    expect(await limiter.admits(KIND, from('198.18.7.10', 'ann'))).toBe(false);
    expect(keys).toEqual(['t:ip:m1:198.18.7.10', 't:net:m1:198.18.7.0/24', 't:name:m1:ann']);
  });

  it('occupy gives its place back when refused and when released', async () => {
    const { limiter } = setUp();
    const held = await limiter.occupy(KIND, from('198.18.7.9', 'ann'));
    expect(await refusal(limiter.occupy(KIND, from('198.18.7.9', 'ann')))).toMatchObject({
      errorCode: 'TOO_MANY_TRIES',
    });
    await held.giveBack();
    // Both the refused and the released places came back: the address has its two again.
    await limiter.occupy(KIND, from('198.18.7.9', 'ann'));
    expect(await limiter.count(KIND, from('198.18.7.9'))).toBe(2);
  });

  it('count answers the highest count; clear forgets every counter of the parts', async () => {
    const { limiter } = setUp();
    await limiter.count(KIND, from('198.18.7.9'));
    expect(await limiter.count(KIND, from('198.18.7.10'))).toBe(2);
    await limiter.clear(KIND, from('198.18.7.10'));
    expect(await limiter.count(KIND, from('198.18.7.10'))).toBe(1);
  });

  it('fails closed with a 503 naming the kind’s feature when the counters cannot be reached', async () => {
    const down = () => Promise.reject(new CountersUnavailableError('down'));
    const limiter = new AttemptLimiter({ hit: down, refund: down, clear: down });
    for (const attempt of [
      limiter.reserve(KIND, from('198.18.7.9')),
      limiter.admits(KIND, from('198.18.7.9')),
      limiter.refund(KIND, from('198.18.7.9')),
    ]) {
      expect(await refusal(attempt)).toMatchObject({
        statusCode: 503,
        message: 'Trying is unavailable, please try again shortly',
      });
    }
  });
});
