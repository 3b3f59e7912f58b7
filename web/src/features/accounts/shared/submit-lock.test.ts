import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubmitLock } from './submit-lock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('double-submit guard', () => {
  it('lets one attempt through at a time', () => {
    const lock = createSubmitLock(500);
    expect(lock.acquire()).toBe(true);
    expect(lock.acquire()).toBe(false);
    expect(lock.acquire()).toBe(false);
  });

  it('releases the lock 500 ms after the attempt finished, not before', () => {
    const lock = createSubmitLock(500);
    lock.acquire();
    vi.advanceTimersByTime(2000);
    expect(lock.acquire()).toBe(false);
    lock.finish();
    vi.advanceTimersByTime(499);
    expect(lock.acquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lock.acquire()).toBe(true);
  });

  it('uses the spec release delay by default', () => {
    const lock = createSubmitLock();
    lock.acquire();
    lock.finish();
    vi.advanceTimersByTime(499);
    expect(lock.acquire()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(lock.acquire()).toBe(true);
  });
});
