import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadFigures, LoadPlan } from './load-plan.js';

export type { LoadFigures, LoadOptions, LoadPlan } from './load-plan.js';

const childScript = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/**
 * Runs the load plan (loopback URLs only) with autocannon in a child process (load-child.ts) while
 * the servers run in this one, so generator and server each get one of this machine's 2 cores.
 *
 * Why, as measured here while other work kept the load average at 5-8: with autocannon in this
 * process it shares the servers' event loop, cuts both apps' req/s by a fifth or more (bare
 * 18-26k against 23-37k from a child) and adds its own work to every latency; the Lobby/bare
 * req/s ratio ranged 0.62-0.85 over 4 runs. From a child, in 1 s slices taken in turn, it ranged
 * 0.66-0.77 over 7 runs; one 8 s run per app back to back ranged 0.43-1.08, since a burst of
 * other work then lands on one app only. (autocannon's `workers` thread option posts a message
 * per response to this thread, so it was not pursued.) p99 stays the noisiest figure.
 */
export function measureLoad(plan: LoadPlan): Promise<Record<string, LoadFigures>> {
  for (const { url } of plan.targets) {
    if (new URL(url).hostname !== '127.0.0.1') throw new Error(`${url} is not loopback`);
  }
  const rounds = Math.ceil(plan.durationSeconds / plan.sliceSeconds);
  const budget = plan.targets.length * (plan.warmupSeconds + rounds * plan.sliceSeconds);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: (budget + 30) * 1000,
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`the load generator failed (${signal ?? `exit ${code}`})`));
        return;
      }
      const figures = JSON.parse(out) as Record<string, LoadFigures>;
      for (const [name, f] of Object.entries(figures)) {
        if (f.non2xx > 0 || f.errors > 0 || f.requests === 0) {
          reject(new Error(`${name}: ${f.non2xx} non-2xx answers, ${f.errors} errors`));
          return;
        }
      }
      resolve(figures);
    });
  });
}
