import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { AppError } from '../core/errors.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { CatalogueService } from './catalogue.js';
import { GameLaunchService } from './game-launch.js';
import { GameRepository } from './game-repository.js';
import { registerHandoffRoutes } from './handoff-routes.js';
import { HandoffService } from './handoff.js';
import { registerLaunchRoutes } from './launch-routes.js';
import type { GameVendor } from './vendors/game-vendor.js';
import { gameVendorResolver } from './vendors/index.js';

/** What the games area offers the other areas. */
export interface GamesArea {
  catalogue: CatalogueService;
  /**
   * Sets the vendor that launches a demo merchant's games that no vendor API names (the demo
   * area's). A real merchant never reaches it.
   */
  useDemoVendor(vendor: GameVendor): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesArea;
  }
}

/** The catalogue, game launches through the merchant's vendors, and hand-offs to the app. */
async function games(app: FastifyInstance): Promise<void> {
  const { db, now, oneUse, vendorSecrets, checkAnswers } = app.core;
  const { members } = app.accounts;
  let demoVendor: GameVendor | undefined;
  const launches = new GameLaunchService({
    games: new GameRepository(db),
    members,
    vendors: gameVendorResolver({
      demo: () => demoVendor,
      secrets: vendorSecrets,
      now,
      onMisconfigured: (problem) => app.log.error(problem),
    }),
    log: app.log,
    launchGuard: (merchant, memberId) => app.protection.guards.checkLaunch(merchant, memberId),
  });
  const catalogue = new CatalogueService(new GameRepository(db), now);
  app.decorate('games', {
    catalogue,
    useDemoVendor: (vendor: GameVendor) => {
      demoVendor = vendor;
    },
  });
  registerCatalogueRoutes(app, catalogue, { checkAnswers });
  registerLaunchRoutes(app, launches, { checkAnswers });
  const onBreak = (merchantCode: string, memberId: number) =>
    app.protection.service.assertMaySignIn(merchantCode, memberId).then(
      () => false,
      (refusal: unknown) => {
        if (refusal instanceof AppError) return true;
        throw refusal;
      },
    );
  const handoffs = new HandoffService(oneUse, members, now, onBreak);
  registerHandoffRoutes(app, handoffs, { checkAnswers });
}

export const gamesPlugin = fp(games, {
  name: 'games',
  dependencies: [CORE_PLUGIN, 'accounts', 'protection'],
});
