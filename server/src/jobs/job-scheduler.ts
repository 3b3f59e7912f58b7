import type { JobRunner, ScheduledJob } from './job-runner.js';

/**
 * Asks the runner for every job of every merchant on each tick; several instances may tick at
 * once (the runner lets one work a run). A tick still working skips the next.
 */
export class JobScheduler {
  private readonly runner: JobRunner;
  private readonly jobs: readonly ScheduledJob[];
  private readonly merchantCodes: () => Promise<string[]>;
  private readonly onError: (error: unknown, job: string, merchantCode: string) => void;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;

  constructor(deps: {
    runner: JobRunner;
    jobs: readonly ScheduledJob[];
    merchantCodes: () => Promise<string[]>;
    onError: (error: unknown, job: string, merchantCode: string) => void;
  }) {
    this.runner = deps.runner;
    this.jobs = deps.jobs;
    this.merchantCodes = deps.merchantCodes;
    this.onError = deps.onError;
  }

  /** One pass over every merchant and job; a failing run is reported and the pass goes on. */
  async tick(): Promise<void> {
    for (const merchantCode of await this.merchantCodes()) {
      for (const job of this.jobs) {
        try {
          await this.runner.run(job, merchantCode);
        } catch (error) {
          this.onError(error, job.name, merchantCode);
        }
      }
    }
  }

  start(intervalMs: number): void {
    const tick = () => {
      if (this.ticking) return;
      this.ticking = this.tick()
        .catch((error: unknown) => this.onError(error, '*', '*'))
        .finally(() => (this.ticking = undefined));
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
  }
}
