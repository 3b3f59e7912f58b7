import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { JobRunner, JobRunRepository, JobScheduler } from '../jobs/index.js';
import { MerchantRepository } from '../merchants/index.js';
import { ActivityRepository } from '../wallet/index.js';
import { rewardJobs } from '../promotions/index.js';
import { rewardGrant } from './reward-grant.js';

/** How often each instance asks for due runs, and how long a run it took stays its own. */
const JOB_TICK_MS = 60_000;
const JOB_LEASE_MS = 10 * 60_000;

export interface RewardJobsOptions {
  /** Ticks the jobs every minute (the default); tests turn it off and tick by hand. */
  scheduled?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cashback, VIP reviews and rewards; tests call `tick()` to run what is due now. */
    jobs: JobScheduler;
  }
}

/**
 * Cashback and VIP rewards, paid as bonuses once per period across every instance, and the
 * other areas' scheduled jobs (the message outbox's retention).
 */
async function rewardJobsArea(app: FastifyInstance, options: RewardJobsOptions): Promise<void> {
  const { db, now } = app.core;
  const jobs = new JobScheduler({
    runner: new JobRunner({
      db,
      runs: new JobRunRepository(db),
      owner: `${hostname()}:${process.pid}:${randomUUID()}`,
      now,
      leaseMs: JOB_LEASE_MS,
    }),
    jobs: [
      ...rewardJobs({
        promotions: app.promotions.repository,
        activity: new ActivityRepository(db),
        vipClub: app.promotions.vipClub,
        grant: rewardGrant(app.bonuses.service),
        now,
      }),
      ...app.messaging.jobs,
    ],
    merchantCodes: () => new MerchantRepository(db).codes(),
    onError: (error, job, merchant) => app.log.error({ err: error, job, merchant }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  if (options.scheduled !== false) {
    app.addHook('onReady', async () => jobs.start(JOB_TICK_MS));
    app.addHook('onClose', () => jobs.stop());
  }
}

export const rewardJobsPlugin = fp(rewardJobsArea, {
  name: 'reward-jobs',
  dependencies: [CORE_PLUGIN, 'promotions', 'bonuses', 'messaging'],
});
