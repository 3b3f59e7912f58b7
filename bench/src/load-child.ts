/**
 * The load generator as its own process (see http-load.ts): runs the plan given as JSON in
 * argv[2] and prints the figures as one JSON line.
 */
import { runLoadPlan, type LoadPlan } from './load-plan.js';

const plan = JSON.parse(process.argv[2] ?? '') as LoadPlan;
process.stdout.write(`${JSON.stringify(await runLoadPlan(plan))}\n`);
