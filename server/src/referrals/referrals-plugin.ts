import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { ReferralRepository } from './referral-repository.js';
import { registerReferralRoutes } from './referral-routes.js';
import { ReferralService } from './referrals.js';

declare module 'fastify' {
  interface FastifyInstance {
    referrals: ReferralService;
  }
}

/** Referral codes and links; registration records who referred a new member. */
async function referrals(app: FastifyInstance): Promise<void> {
  const { db, limiter, now, checkAnswers } = app.core;
  const service = new ReferralService(new ReferralRepository(db), limiter, now);
  app.decorate('referrals', service);
  registerReferralRoutes(app, service, { checkAnswers });
}

export const referralsPlugin = fp(referrals, { name: 'referrals', dependencies: [CORE_PLUGIN] });
