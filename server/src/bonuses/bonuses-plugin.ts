import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { registerBonusRoutes } from './bonus-routes.js';
import { buildBonuses } from './build-bonuses.js';

/** What the bonuses area offers the other areas. */
export interface BonusesArea {
  /** Grants, lists and forfeits bonuses (the reward jobs grant through it). */
  service: ReturnType<typeof buildBonuses>['service'];
}

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusesArea;
  }
}

/** How often the server ends expired bonuses (reads and bets end them as they come, too). */
export const BONUS_SWEEP_INTERVAL_MS = 60_000;

/**
 * Bonus money: the member's bonus calls, and the hooks the promotions area (claims) and the
 * wallet area (vendor bets, deposit bonuses, withdrawals) move bonus money through.
 */
async function bonuses(app: FastifyInstance): Promise<void> {
  const { db, now, checkAnswers } = app.core;
  const built = buildBonuses({
    db,
    promotions: app.promotions.repository,
    accounts: app.wallet.ledger,
    now,
  });
  app.promotions.useClaimRewards(built.claimRewards);
  app.wallet.useBonuses({
    ledger: built.vendorBets,
    deposits: built.depositBonuses,
    withdrawalRule: built.withdrawalRule,
  });
  app.decorate('bonuses', { service: built.service });
  registerBonusRoutes(app, built.service, { checkAnswers });
  const sweep = setInterval(() => {
    built.service.sweepExpired().catch((error: unknown) => app.log.error(error));
  }, BONUS_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export const bonusesPlugin = fp(bonuses, {
  name: 'bonuses',
  dependencies: [CORE_PLUGIN, 'promotions', 'wallet'],
});
