import autocannon, { type Result } from 'autocannon';
import { percentile } from './report-format.js';

export interface LoadOptions {
  connections: number;
  /** Measured seconds per target, in slices of `sliceSeconds` taken in turn. */
  durationSeconds: number;
  sliceSeconds: number;
  /** Seconds of load per target before measuring (discarded). */
  warmupSeconds: number;
}

export interface LoadPlan extends LoadOptions {
  /** Each target with the request headers it needs (a session token, for member calls). */
  targets: { name: string; url: string; headers?: Record<string, string> }[];
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  measuredSeconds: number;
  non2xx: number;
  errors: number;
}

interface Tally {
  latencies: number[];
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
}

/**
 * One autocannon run. autocannon's own latency histogram counts whole milliseconds, too coarse on
 * loopback where most answers take under 1 ms, so every 2xx response time (fractional ms) is kept.
 */
function load(
  target: LoadPlan['targets'][number],
  connections: number,
  seconds: number,
  tally: Tally,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: target.url, headers: target.headers, connections, duration: seconds },
      (error: unknown, result: Result) => {
        if (error) return reject(error as Error);
        tally.requests += result.requests.total;
        tally.seconds += result.duration;
        tally.non2xx += result.non2xx;
        tally.errors += result.errors;
        resolve();
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) tally.latencies.push(responseTime);
    });
  });
}

/**
 * Warms every target up, then loads them in turn, one slice each per round (the order flipping
 * every round), so that a burst of other work on the machine weighs on all of them alike.
 */
export async function runLoadPlan(plan: LoadPlan): Promise<Record<string, LoadFigures>> {
  const blank = (): Tally => ({ latencies: [], requests: 0, seconds: 0, non2xx: 0, errors: 0 });
  for (const target of plan.targets) {
    await load(target, plan.connections, plan.warmupSeconds, blank());
  }
  const tallies = plan.targets.map(blank);
  const rounds = Math.ceil(plan.durationSeconds / plan.sliceSeconds);
  for (let round = 0; round < rounds; round++) {
    const order = plan.targets.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      await load(plan.targets[i]!, plan.connections, plan.sliceSeconds, tallies[i]!);
    }
  }
  return Object.fromEntries(
    plan.targets.map((target, i) => {
      const tally = tallies[i]!;
      const sorted = Float64Array.from(tally.latencies).sort();
      const figures: LoadFigures = {
        requestsPerSecond: tally.requests / tally.seconds,
        latencyMeanMs: sorted.reduce((sum, v) => sum + v, 0) / sorted.length,
        latencyP50Ms: percentile(sorted, 50),
        latencyP99Ms: percentile(sorted, 99),
        requests: tally.requests,
        measuredSeconds: tally.seconds,
        non2xx: tally.non2xx,
        errors: tally.errors,
      };
      return [target.name, figures];
    }),
  );
}
