import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@lobby/contract';

/** SPEC section 4: idle, then processing, then success or failure. */
export type AttemptState = 'idle' | 'processing' | 'success' | 'failure';

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
    get locked() {
      return locked;
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a form's attempt through the guard. `work` answers true for success; a second call while
 * one runs (or within the release delay) sends nothing.
 */
export function useAttempt() {
  const [state, setState] = useState<AttemptState>('idle');
  const lock = useRef<ReturnType<typeof createSubmitLock> | null>(null);
  lock.current ??= createSubmitLock();
  useEffect(() => () => lock.current?.dispose(), []);

  const run = useCallback(async (work: () => Promise<boolean>): Promise<void> => {
    const guard = lock.current!;
    if (!guard.acquire()) return;
    setState('processing');
    let ok = false;
    try {
      ok = await work();
    } catch {
      ok = false;
    } finally {
      setState(ok ? 'success' : 'failure');
      guard.finish();
    }
  }, []);

  return { state, processing: state === 'processing', run };
}
