import type { ErrorCode } from '@lobby/contract';
import { AppError, unavailable } from '../errors.js';
import { CountersUnavailableError, type CounterStore } from './counter-store.js';
import type { Counter, LimitKind, LimitParts, RefusingKind } from './limit-kind.js';

/** A reservation's counts, given back once the work they guarded turned out right or ended. */
export interface Reservation {
  giveBack(): Promise<void>;
}

const tooMany = (code: ErrorCode) =>
  new AppError(429, code, 'Too many attempts, please wait a while and try again');

/**
 * Enforces the limit kinds the areas declare (each area's *-limits.ts) on the shared counters.
 * Every count is reserved with one atomic increment before the work it guards, so concurrent
 * requests cannot all pass a check made before any of them is counted. When the counters cannot
 * be reached the call fails closed: a 503 naming the kind's feature.
 */
export class AttemptLimiter {
  constructor(private readonly counters: CounterStore) {}

  /**
   * Counts one try against each of the kind's counters in turn; past any, refuses with the
   * kind's code (the counters after it are not counted). The reservation gives every count back.
   */
  async reserve<P extends LimitParts>(kind: RefusingKind<P>, parts: P): Promise<Reservation> {
    for (const counter of kind.counters) {
      const key = keyOf(counter, parts);
      if (key && (await this.hit(kind, key, counter)) > counter.max) throw tooMany(kind.tooMany);
    }
    return { giveBack: () => this.refund(kind, parts) };
  }

  /** Counts one against each counter in turn; false past any (the counters after it are not counted). */
  async admits<P extends LimitParts>(kind: LimitKind<P>, parts: P): Promise<boolean> {
    for (const counter of kind.counters) {
      const key = keyOf(counter, parts);
      if (key && (await this.hit(kind, key, counter)) > counter.max) return false;
    }
    return true;
  }

  /**
   * Takes one place of each counter while something stays open (a stream): past any, the places
   * taken are given back and the kind's code refuses; the reservation gives them back on close.
   */
  async occupy<P extends LimitParts>(kind: RefusingKind<P>, parts: P): Promise<Reservation> {
    const taken: string[] = [];
    const giveBack = async () => {
      for (const key of taken) await this.guard(kind, this.counters.refund(key));
    };
    for (const counter of kind.counters) {
      const key = keyOf(counter, parts);
      if (!key) continue;
      taken.push(key);
      if ((await this.hit(kind, key, counter)) > counter.max) {
        await giveBack();
        throw tooMany(kind.tooMany);
      }
    }
    return { giveBack };
  }

  /** Counts one against each counter and answers the highest count, for rules an area judges itself. */
  async count<P extends LimitParts>(kind: LimitKind<P>, parts: P): Promise<number> {
    let highest = 0;
    for (const counter of kind.counters) {
      const key = keyOf(counter, parts);
      if (key) highest = Math.max(highest, await this.hit(kind, key, counter));
    }
    return highest;
  }

  /** Gives back one count of each counter while its window is open. */
  async refund<P extends LimitParts>(kind: LimitKind<P>, parts: P): Promise<void> {
    for (const counter of kind.counters) {
      const key = keyOf(counter, parts);
      if (key) await this.guard(kind, this.counters.refund(key));
    }
  }

  /** Forgets the counts of every counter (a success that wipes earlier failures). */
  async clear<P extends LimitParts>(kind: LimitKind<P>, parts: P): Promise<void> {
    for (const counter of kind.counters) {
      const key = keyOf(counter, parts);
      if (key) await this.guard(kind, this.counters.clear(key));
    }
  }

  private hit(kind: LimitKind<never>, key: string, counter: Counter<never>): Promise<number> {
    return this.guard(kind, this.counters.hit(key, counter.windowMs));
  }

  private async guard<T>(kind: LimitKind<never>, counting: Promise<T>): Promise<T> {
    try {
      return await counting;
    } catch (error) {
      throw error instanceof CountersUnavailableError ? unavailable(kind.feature) : error;
    }
  }
}

/** `key:merchantCode[:part]`, or undefined when the counter's part is missing. */
function keyOf<P extends LimitParts>(counter: Counter<P>, parts: P): string | undefined {
  if (!counter.by) return `${counter.key}:${parts.merchantCode}`;
  const part = counter.by(parts);
  return part === undefined ? undefined : `${counter.key}:${parts.merchantCode}:${part}`;
}
