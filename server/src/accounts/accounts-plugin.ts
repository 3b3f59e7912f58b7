import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { ShortCache } from '../core/db/short-cache.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { registerAccountRoutes } from './account-routes.js';
import { AccountService } from './accounts.js';
import { authPlugin } from './auth-plugin.js';
import { CodeAccounts } from './code-accounts.js';
import { MemberEmailService } from './member-email.js';
import { MemberRepository } from './member-repository.js';
import { PasswordResetLinkRepository } from './password-reset-link-repository.js';
import { RememberTokenRepository } from './remember-token-repository.js';
import { RememberTokenService } from './remember-tokens.js';
import { ResetLinks } from './reset-links.js';
import { SessionRepository } from './session-repository.js';
import { SessionService, type SessionContext } from './sessions.js';
import { TwoFactorRepository } from './two-factor-repository.js';
import { TwoFactorService } from './two-factor.js';
import { VerificationCodeRepository } from './verification-code-repository.js';
import { VerificationCodes } from './verification-codes.js';
import { registerVerificationRoutes } from './verification-routes.js';

/** What the accounts area offers the other areas. */
export interface AccountsArea {
  /** The one member repository, so its short read cache is shared and writes forget their rows. */
  members: MemberRepository;
  sessions: SessionService;
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
  const { db, now, limiter, oneUse, serverSecrets, checkAnswers } = app.core;
  const captcha = app.captcha;
  const { messengers, outbox } = app.messaging;
  const sessions = new SessionService(new SessionRepository(db), now);
  const members = new MemberRepository(db, new ShortCache());
  const codes = new VerificationCodes({
    repository: new VerificationCodeRepository(db),
    secrets: serverSecrets,
    limiter,
    captcha,
    messengers,
    now,
    outbox,
  });
  const rememberTokens = new RememberTokenService(new RememberTokenRepository(db), sessions, now);
  const accountService = new AccountService({
    members,
    sessions,
    limiter,
    now,
    captcha,
    remember: rememberTokens,
    codes,
    twoFactor: new TwoFactorService(new TwoFactorRepository(db), serverSecrets, now),
    pendingSteps: oneUse,
    pause: options.pause,
    referrals: app.referrals,
  });
  const codeAccounts = new CodeAccounts({
    members,
    codes,
    sessions,
    remember: rememberTokens,
    limiter,
    now,
  });
  const memberEmail = new MemberEmailService(members, codes);
  const resetLinks = new ResetLinks({
    members,
    links: new PasswordResetLinkRepository(db),
    codes,
    messengers,
    limiter,
    captcha,
    sessions,
    remember: rememberTokens,
    now,
    outbox,
  });
  app.decorate('accounts', {
    members,
    sessions,
    confirmPassword: async (
      merchant: MerchantConfig,
      session: SessionContext,
      password: string,
    ) => {
      await accountService.confirmPassword(merchant, session, password);
    },
  });
  await app.register(authPlugin, { sessions });
  registerAccountRoutes(app, accountService, sessions, {
    checkAnswers,
    clubLabel: app.promotions.clubLabel,
  });
  registerVerificationRoutes(app, { codeAccounts, memberEmail, resetLinks }, { checkAnswers });
}

export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  dependencies: [CORE_PLUGIN, 'captcha', 'messaging', 'referrals', 'promotions'],
});
