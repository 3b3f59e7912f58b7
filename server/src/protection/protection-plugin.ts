import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { BreakService } from './breaks.js';
import { buildProtection } from './build-protection.js';
import { registerProtectionRoutes } from './protection-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection: the registration and sign-in checks, and the guards of play and money. */
    protection: ReturnType<typeof buildProtection>;
  }
}

/** Player protection's services, which accounts, games and the wallet call into. */
async function protection(app: FastifyInstance): Promise<void> {
  const { db, now } = app.core;
  app.decorate('protection', buildProtection({ db, now }));
}

export const protectionPlugin = fp(protection, {
  name: 'protection',
  dependencies: [CORE_PLUGIN],
});

/** Member home's protection calls: limits, reality checks, terms, time-out and self-exclusion. */
async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const { now, checkAnswers } = app.core;
  const { service, play, repository } = app.protection;
  registerProtectionRoutes(
    app,
    {
      protection: service,
      play,
      breaks: new BreakService({
        repository,
        closeOuts: app.wallet.closeOuts,
        confirmPassword: app.accounts.confirmPassword,
        endSessions: (merchantCode, memberId) =>
          app.accounts.sessions.endAll(merchantCode, memberId),
        now,
      }),
    },
    { checkAnswers },
  );
}

export const protectionRoutesPlugin = fp(protectionRoutes, {
  name: 'protection-routes',
  dependencies: [CORE_PLUGIN, 'protection', 'accounts', 'wallet'],
});
