import { TWO_FACTOR_RULES } from '@lobby/contract';
import type { OneUseStore } from '../core/limits/one-use-store.js';

/** A sign-in waiting for its second step: its key, the member, and when its minutes end. */
export interface PendingStep {
  key: string;
  memberId: number;
  deadlineMs: number;
}

const stepKey = (merchantCode: string, username: string) =>
  `2fa-step:${merchantCode}:${username.toLowerCase()}`;

export interface PendingSecondStepDependencies {
  store: OneUseStore;
  now: () => Date;
}

/**
 * Marks a sign-in whose first factor was right until its second step, for
 * TWO_FACTOR_RULES.stepMinutes. A step is taken once; a caller puts it back while it stays
 * pending, never past its first deadline.
 */
export class PendingSecondSteps {
  constructor(private readonly deps: PendingSecondStepDependencies) {}

  async open(merchantCode: string, username: string, memberId: number): Promise<void> {
    const stepMs = TWO_FACTOR_RULES.stepMinutes * 60_000;
    const deadlineMs = this.deps.now().getTime() + stepMs;
    await this.deps.store.put(stepKey(merchantCode, username), `${memberId}|${deadlineMs}`, stepMs);
  }

  /** The live step of this username, taken out of the store; undefined when none is live. */
  async take(merchantCode: string, username: string): Promise<PendingStep | undefined> {
    const key = stepKey(merchantCode, username);
    const value = await this.deps.store.take(key);
    if (!value) return undefined;
    const [memberId = '', deadline = '0'] = value.split('|');
    const step = { key, memberId: Number(memberId), deadlineMs: Number(deadline) };
    return step.deadlineMs > this.deps.now().getTime() ? step : undefined;
  }

  /** Puts a taken step back until its own deadline (never longer). */
  async keep(step: PendingStep): Promise<void> {
    const leftMs = step.deadlineMs - this.deps.now().getTime();
    if (leftMs <= 0) return;
    await this.deps.store.put(step.key, `${step.memberId}|${step.deadlineMs}`, leftMs);
  }
}
