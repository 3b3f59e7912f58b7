import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideLoadingAfterError, loadingStage, startLoading } from './loading';

const stage = () => loadingStage.get();

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('loading indicators', () => {
  it('reaches "please wait" at 5 s and "contact us" at 10 s, and clears when the call settles', () => {
    const settle = startLoading();
    vi.advanceTimersByTime(4999);
    expect(stage()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(stage()).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(stage()).toBe(2);
    settle();
    expect(stage()).toBe(0);
  });

  it('waits for the last of several calls', () => {
    const first = startLoading();
    const second = startLoading();
    vi.advanceTimersByTime(5000);
    first();
    expect(stage()).toBe(1);
    second();
    expect(stage()).toBe(0);
  });

  it('is hidden within a second after an error, even while a call is stuck', () => {
    startLoading();
    vi.advanceTimersByTime(10_000);
    expect(stage()).toBe(2);
    hideLoadingAfterError();
    vi.advanceTimersByTime(1000);
    expect(stage()).toBe(0);
  });
});
