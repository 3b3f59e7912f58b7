import { AttemptLimiter } from '../src/core/limits/attempt-limiter.js';
import { MemoryCounterStore } from '../src/core/limits/counter-store.js';
import type { LimitKind, LimitParts } from '../src/core/limits/limit-kind.js';

/**
 * The counters one try of a kind counts, as `key windowMs/max` lines: what a kind's declaration
 * pins, since Redis keeps its counts under these keys across deploys.
 */
export async function countersOf<P extends LimitParts>(
  kind: LimitKind<P>,
  parts: P,
): Promise<string[]> {
  const store = new MemoryCounterStore();
  const counted: string[] = [];
  const limiter = new AttemptLimiter({
    hit: (key, windowMs) => {
      const counter = kind.counters.find((candidate) => key.startsWith(`${candidate.key}:`));
      counted.push(`${key} ${windowMs}/${counter?.max}`);
      return store.hit(key, windowMs);
    },
    refund: (key) => store.refund(key),
    clear: (key) => store.clear(key),
  });
  await limiter.admits(kind, parts);
  return counted;
}
