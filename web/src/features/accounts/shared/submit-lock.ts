import { useCallback, useEffect, useRef } from 'react';
import { LIMITS } from '@lobby/contract';

/**
 * The double-submit guard: one attempt at a time, and the lock released only a while
 * (LIMITS.submitLockReleaseMs) after the attempt finished.
 */
export function createSubmitLock(releaseMs: number = LIMITS.submitLockReleaseMs) {
  let locked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** True when the caller may start an attempt; the lock is then held. */
    acquire(): boolean {
      if (locked) return false;
      locked = true;
      return true;
    },
    /** Called when the attempt finished; the lock opens after the release delay. */
    finish(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        locked = false;
      }, releaseMs);
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a form's attempt (its mutation) through the guard: a second submit while one runs, or
 * within the release delay after it, sends nothing (SPEC section 4). Whether an attempt is under
 * way is the mutation's own state.
 */
export function useSubmitLock() {
  const lock = useRef<ReturnType<typeof createSubmitLock> | null>(null);
  lock.current ??= createSubmitLock();
  useEffect(() => () => lock.current?.dispose(), []);

  return useCallback(async (attempt: () => Promise<void>): Promise<void> => {
    const guard = lock.current!;
    if (!guard.acquire()) return;
    try {
      await attempt();
    } finally {
      guard.finish();
    }
  }, []);
}
