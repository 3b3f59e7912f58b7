import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@lobby/contract';
import { startUpdateCheck } from './update-check';

describe('startUpdateCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(serverHash: () => string | null, sinceStart = 0) {
    const fetchHash = vi.fn(async () => serverHash());
    const onUpdate = vi.fn();
    const stop = startUpdateCheck({
      ownHash: 'old',
      fetchHash,
      onUpdate,
      sinceStart: () => sinceStart,
    });
    return { fetchHash, onUpdate, stop };
  }

  it('compares 1500 ms after start, when the tab becomes visible and hourly', async () => {
    const { fetchHash, onUpdate, stop } = setup(() => 'old', 500);
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashFirstCheckMs - 500 - 1);
    expect(fetchHash).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchHash).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchHash).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashIntervalMs);
    expect(fetchHash).toHaveBeenCalledTimes(3);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashIntervalMs);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchHash).toHaveBeenCalledTimes(3);
  });

  it('tells of a changed hash once, however many checks find it', async () => {
    const pending: ((hash: string) => void)[] = [];
    const fetchHash = vi.fn(() => new Promise<string | null>((resolve) => pending.push(resolve)));
    const onUpdate = vi.fn();
    startUpdateCheck({ ownHash: 'old', fetchHash, onUpdate, sinceStart: () => 0 });
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashFirstCheckMs);
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(pending).toHaveLength(3);
    pending.forEach((resolve) => resolve('new'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('new');
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashIntervalMs);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the server is out of reach or the page knows no build', async () => {
    const { onUpdate } = setup(() => null);
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashFirstCheckMs);
    expect(onUpdate).not.toHaveBeenCalled();
    const fetchHash = vi.fn(async () => 'new');
    startUpdateCheck({ ownHash: null, fetchHash, onUpdate, sinceStart: () => 0 });
    await vi.advanceTimersByTimeAsync(LIMITS.assetHashFirstCheckMs);
    expect(fetchHash).not.toHaveBeenCalled();
  });
});
