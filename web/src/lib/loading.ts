import { LIMITS } from '@lobby/contract';
import { createStore, useStore } from './store';

/** 0: nothing slow; 1: a call has taken 5 s ("Please wait..."); 2: 10 s (offer Contact Us). */
export type LoadingStage = 0 | 1 | 2;

/** The loading stage; pages read it through useLoadingStage. */
export const loadingStage = createStore<LoadingStage>(0);
let pending = 0;
let timers: ReturnType<typeof setTimeout>[] = [];

function reset(): void {
  timers.forEach(clearTimeout);
  timers = [];
  pending = 0;
  loadingStage.set(0);
}

/** Marks a call as started; answers the function that marks it settled (SPEC 9: 5 s and 10 s). */
export function startLoading(): () => void {
  pending += 1;
  if (pending === 1) {
    const [first = 5000, second = 10_000] = LIMITS.loadingIndicatorMs;
    timers = [
      setTimeout(() => loadingStage.set(1), first),
      setTimeout(() => loadingStage.set(2), second),
    ];
  }
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pending = Math.max(0, pending - 1);
    if (pending === 0) reset();
  };
}

/** After an error the indicator is hidden every second, three times, so none is left stuck. */
export function hideLoadingAfterError(): void {
  for (let i = 1; i <= LIMITS.spinnerHideTimes; i += 1) {
    setTimeout(reset, i * LIMITS.spinnerHideEveryMs);
  }
}

export const useLoadingStage = () => useStore(loadingStage);
