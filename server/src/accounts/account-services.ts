import type { Kysely } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../core/db/schema.js';
import type { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import type { AttemptLimiter } from '../core/limits/attempt-limiter.js';
import { AccountLimiter } from './account-limiter.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import type { CaptchaVerifier } from '../captcha/index.js';
import type { Messengers, MessageOutbox } from '../messaging/index.js';
import type { ReferralService } from '../referrals/index.js';
import type { AttributionService } from '../attribution/index.js';
import { Authenticator } from './authenticator.js';
import { CodeAccounts } from './code-accounts.js';
import { FirstFactor } from './first-factor.js';
import { MemberEmailService } from './member-email.js';
import { MemberProfileService } from './member-profile.js';
import type { MemberRepository } from './member-repository.js';
import { PasswordResetLinkRepository } from './password-reset-link-repository.js';
import { PasswordService } from './password-service.js';
import { PendingSecondSteps } from './pending-second-steps.js';
import { RegistrationService } from './registration.js';
import { RememberTokenRepository } from './remember-token-repository.js';
import { RememberTokenService } from './remember-tokens.js';
import { ResetLinks } from './reset-links.js';
import { SecondFactorService } from './second-factor.js';
import type { SessionService } from './sessions.js';
import { SignInService } from './sign-in.js';
import { SignInSessions } from './sign-in-sessions.js';
import { TelegramIdentities } from './telegram-identities.js';
import { TwoFactorRepository } from './two-factor-repository.js';
import { VerificationCodeRepository } from './verification-code-repository.js';
import type { AccountProtection } from './account-protection.js';
import { VerificationCodes } from './verification-codes.js';
import { FirebaseIdentities } from './firebase-identities.js';
import { IdentityRepository } from './identity-repository.js';
import { LineIdentities } from './line-identities.js';
import { LocalIdentityProvider } from './local-identity-provider.js';
import { MayaIdentities } from './maya-identities.js';
import type { OutboundFetch } from '../core/outbound-url.js';
import { PasskeyRepository } from './passkey-repository.js';
import { PasskeyService } from './passkeys.js';
import { PasskeyProof } from './passkey-proof.js';
import { SignInNoticeRepository } from './sign-in-notice-repository.js';
import { SignInNotices } from './sign-in-notices.js';
import { SocialIdentities } from './social-identities.js';
import { SocialSignInService } from './social-sign-in.js';

/** What the accounts services are built from: the app's shared parts. */
export interface AccountServiceDependencies {
  db: Kysely<Database>;
  /** The app's one member repository (its short read cache is shared with other areas). */
  members: MemberRepository;
  /** The app's one session service (the auth plugin reads the same). */
  sessions: SessionService;
  limiter: AttemptLimiter;
  captcha: CaptchaVerifier;
  /** Holds sign-ins waiting for their second step. */
  oneUse: OneUseStore;
  /** Holds the keys codes and authenticator secrets are sealed under. */
  serverSecrets: ServerSecretRepository;
  messengers: Messengers;
  outbox: MessageOutbox;
  now: () => Date;
  /** Holds failed sign-in answers during a failure wave (tests pass one that never waits). */
  pause?: (ms: number) => Promise<void>;
  /** Credits a registration that carried a referral code to its referrer. */
  referrals?: Pick<ReferralService, 'credit'>;
  /** Stores each new member's attribution in the registration's transaction. */
  attribution?: Pick<AttributionService, 'storeAtRegistration'>;
  /** Age and terms at registration, and the sign-in refusal of a break (player protection). */
  protection: AccountProtection;
  /** The offline fake identity provider of demo merchants (tests pass their own). */
  localIdentities?: LocalIdentityProvider;
  /** Where provider secrets are read (the environment variables the merchant file names). */
  env?: NodeJS.ProcessEnv;
  /** The guarded outward fetch for providers' URLs (app.core.outbound.fetch). */
  outboundFetch: OutboundFetch;
}

/** The accounts services, as the routes and other areas use them. */
export interface AccountServices {
  signIn: SignInService;
  registration: RegistrationService;
  passwords: PasswordService;
  secondFactor: SecondFactorService;
  /** Codes by text and email (the e2e server's controls move their spacing). */
  codes: VerificationCodes;
  profile: MemberProfileService;
  sessions: SessionService;
  codeAccounts: CodeAccounts;
  memberEmail: MemberEmailService;
  resetLinks: ResetLinks;
  socialSignIn: SocialSignInService;
  passkeys: PasskeyService;
  notices: SignInNotices;
  localIdentities: LocalIdentityProvider;
}

/** Builds every accounts service once, each from one named dependencies object. */
export function buildAccountServices(deps: AccountServiceDependencies): AccountServices {
  const { db, members, sessions, captcha, messengers, outbox, now } = deps;
  const limiter = new AccountLimiter(deps.limiter);
  const codes = new VerificationCodes({
    repository: new VerificationCodeRepository(db),
    secrets: deps.serverSecrets,
    limiter,
    captcha,
    messengers,
    now,
    outbox,
  });
  const remember = new RememberTokenService({
    tokens: new RememberTokenRepository(db),
    sessions,
    now,
  });
  const { protection } = deps;
  const notices = new SignInNotices({
    notices: new SignInNoticeRepository(db),
    sessions,
    remember,
    outbox,
    now,
  });
  const signInSessions = new SignInSessions({
    members,
    sessions,
    remember,
    limiter,
    now,
    protection,
    notices,
  });
  const local = deps.localIdentities ?? new LocalIdentityProvider();
  const env = deps.env ?? process.env;
  const firebase = new FirebaseIdentities({ local, now });
  const line = new LineIdentities({
    local,
    store: deps.oneUse,
    now,
    env,
    fetch: deps.outboundFetch,
  });
  const telegram = new TelegramIdentities({ local, now, env });
  const social = new SocialIdentities({
    identities: new IdentityRepository(db),
    store: deps.oneUse,
    firebase,
    line,
    telegram,
    now,
  });
  const firstFactor = new FirstFactor({ members, limiter, codes, pause: deps.pause ?? sleep });
  const passwords = new PasswordService({ members, limiter, signInSessions, now });
  const secondFactor = new SecondFactorService({
    members,
    limiter,
    codes,
    authenticator: new Authenticator({
      repository: new TwoFactorRepository(db),
      secrets: deps.serverSecrets,
      now,
    }),
    pendingSteps: new PendingSecondSteps({ store: deps.oneUse, now }),
    firstFactor,
    signInSessions,
    passwords,
    remember,
    social,
  });
  const socialSignIn = new SocialSignInService({
    members,
    limiter,
    signInSessions,
    secondFactor,
    social,
    firebase,
    line,
    telegram,
    maya: new MayaIdentities({ local, now, env, fetch: deps.outboundFetch }),
    local,
  });
  return {
    signIn: new SignInService({
      members,
      limiter,
      captcha,
      firstFactor,
      secondFactor,
      signInSessions,
      remember,
      socialSignIn,
      social,
    }),
    registration: new RegistrationService({
      members,
      limiter,
      captcha,
      codes,
      sessions,
      signInSessions,
      now,
      referrals: deps.referrals,
      protection,
      attribution: deps.attribution,
      social,
    }),
    passwords,
    secondFactor,
    codes,
    profile: new MemberProfileService({ members }),
    sessions,
    codeAccounts: new CodeAccounts({ members, codes, passwords, limiter }),
    memberEmail: new MemberEmailService({ members, codes }),
    resetLinks: new ResetLinks({
      members,
      links: new PasswordResetLinkRepository(db),
      codes,
      messengers,
      limiter,
      captcha,
      passwords,
      now,
      outbox,
    }),
    socialSignIn,
    passkeys: new PasskeyService({
      passkeys: new PasskeyRepository(db),
      members,
      store: deps.oneUse,
      proof: new PasskeyProof({ members, passwords, codes, limiter }),
      signInSessions,
      limiter,
      now,
    }),
    notices,
    localIdentities: local,
  };
}
