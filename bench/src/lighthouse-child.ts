/**
 * Lighthouse as its own process (see lighthouse.ts): runs the plan given as JSON in argv[2] and
 * prints the figures as one JSON line.
 */
import { runLighthousePlan, type LighthousePlan } from './lighthouse-plan.js';

const plan = JSON.parse(process.argv[2] ?? '') as LighthousePlan;
process.stdout.write(`${JSON.stringify(await runLighthousePlan(plan))}\n`);
