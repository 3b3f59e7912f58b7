import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { ShortCache } from '../core/db/short-cache.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerE2eControlRoutes } from './e2e-control-routes.js';
import { buildAccountServices } from './account-services.js';
import { authPlugin } from './auth-plugin.js';
import type { LocalIdentityProvider } from './local-identity-provider.js';
import { MemberRepository } from './member-repository.js';
import { MemberSecurityRepository } from './member-security-repository.js';
import { registerMemberSecurityRoutes } from './member-security-routes.js';
import { MemberSecurityService } from './member-security.js';
import { SessionRepository } from './session-repository.js';
import { SessionService, type SessionContext } from './sessions.js';

/** What the accounts area offers the other areas. */
export interface AccountsArea {
  /** The one member repository, so its short read cache is shared and writes forget their rows. */
  members: MemberRepository;
  sessions: SessionService;
  /** The offline fake identity provider (demo merchants' sign-in with other accounts). */
  localIdentities: LocalIdentityProvider;
  /** Refuses unless the password is the signed-in member's (withdrawal accounts ask for it). */
  confirmPassword(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsArea;
  }
}

export interface AccountsOptions {
  /** Holds failed sign-in answers during a failure wave; tests pass one that answers at once. */
  pause?: (ms: number) => Promise<void>;
}

/** Members, sessions and sign-in (`request.session`), registration, codes and passwords. */
async function accounts(app: FastifyInstance, options: AccountsOptions): Promise<void> {
  const { db, now, limiter, oneUse, serverSecrets, checkAnswers, audit, outbound } = app.core;
  const captcha = app.captcha;
  const { messengers, outbox } = app.messaging;
  const sessions = new SessionService(new SessionRepository(db), now);
  const members = new MemberRepository(db, new ShortCache());
  const services = buildAccountServices({
    db,
    members,
    sessions,
    limiter,
    captcha,
    oneUse,
    serverSecrets,
    messengers,
    outbox,
    now,
    pause: options.pause,
    referrals: app.referrals,
    protection: app.protection.service,
    attribution: app.attribution.service,
    outboundFetch: outbound.fetch,
  });
  app.decorate('accounts', {
    members,
    sessions,
    localIdentities: services.localIdentities,
    confirmPassword: async (
      merchant: MerchantConfig,
      session: SessionContext,
      password: string,
    ) => {
      await services.passwords.confirmPassword(merchant, session, password);
    },
  });
  await app.register(authPlugin, { sessions });
  registerAccountRoutes(app, services, { checkAnswers, clubLabel: app.promotions.clubLabel });
  // Only the e2e server's configuration has them; production refuses E2E_CONTROLS at start.
  if (app.core.config.e2eControls) registerE2eControlRoutes(app, services.codes);
  registerMemberSecurityRoutes(
    app,
    new MemberSecurityService({
      repository: new MemberSecurityRepository(db),
      audit,
      sessions,
      members,
      now,
    }),
    { checkAnswers },
  );
}

export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  dependencies: [
    CORE_PLUGIN,
    'captcha',
    'messaging',
    'referrals',
    'promotions',
    'protection',
    'attribution',
  ],
});
