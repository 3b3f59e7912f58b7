export interface RateFigures {
  perSecond: number;
  operations: number;
  seconds: number;
}

/**
 * Runs `operation` with `concurrency` in flight, starting new ones for `seconds`; the rate counts
 * every operation up to the last one's end, so none in flight at the deadline is lost.
 */
export async function rate(
  operation: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
  tally: RateFigures,
): Promise<void> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await operation();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  tally.operations += done;
  tally.seconds += (performance.now() - start) / 1000;
  tally.perSecond = tally.operations / tally.seconds;
}
