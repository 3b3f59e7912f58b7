import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LighthousePlan, PageFigures } from './lighthouse-plan.js';

export type { LighthousePlan, LighthouseRun, PageFigures } from './lighthouse-plan.js';

const childScript = fileURLToPath(new URL('./lighthouse-child.ts', import.meta.url));

/**
 * Runs the Lighthouse plan in a child process (lighthouse-child.ts), so that Lighthouse's own
 * work (the protocol traffic, trace processing) never shares the event loop of the server it
 * measures, which runs in this process.
 */
export function measurePages(plan: LighthousePlan): Promise<Record<string, PageFigures>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Far more than a run takes (15-40 s on this machine), so only a hung Chromium ends it.
      timeout: plan.pages.length * plan.runs * 120_000,
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) reject(new Error(`Lighthouse failed (${signal ?? `exit ${code}`})`));
      else resolve(JSON.parse(out) as Record<string, PageFigures>);
    });
  });
}
