import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config, VendorSecrets } from './core/config/config.js';
import type { DatabaseHandle } from './core/db/database.js';
import { MerchantRepository, MerchantDirectory } from './merchants/index.js';
import { compressionPlugin } from './core/http/compression.js';
import { crossCuttingPlugins } from './cross-cutting-plugins.js';
import { serializeRequest } from './core/http/log-serializers.js';
import {
  registerHealthRoutes,
  type Probe,
  registerSystemRoutes,
  FirstPaintService,
  clientFacts,
  AppIcons,
} from './system/index.js';
import type { Redis } from 'ioredis';
import {
  MemberRepository,
  SessionRepository,
  RememberTokenRepository,
  RememberTokenService,
  registerAccountRoutes,
  AccountService,
  SessionService,
  VerificationCodeRepository,
  registerVerificationRoutes,
  CodeAccounts,
  VerificationCodes,
  MemberEmailService,
  ResetLinks,
  PasswordResetLinkRepository,
  TwoFactorRepository,
  TwoFactorService,
} from './accounts/index.js';
import { ShortCache } from './core/db/short-cache.js';
import { AttemptLimiter } from './core/limits/attempt-limiter.js';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './core/limits/counter-store.js';
import { geetestResolver, registerCaptchaRoutes, CaptchaService } from './captcha/index.js';
import { MemoryOneUseStore, RedisOneUseStore } from './core/limits/one-use-store.js';
import {
  EnvelopeKeyRepository,
  type EnvelopeKeyPair,
  registerEnvelopeRoutes,
  EnvelopeKeys,
  envelopeKeyPolicy,
  EnvelopeOpener,
  DatabaseNonceStore,
  RedisNonceStore,
  EnvelopeNonceRepository,
} from './envelope/index.js';
import type { EnvelopeScheme } from '@lobby/contract';
import {
  registerCatalogueRoutes,
  CatalogueService,
  GameRepository,
  gameVendorResolver,
  registerHandoffRoutes,
  registerLaunchRoutes,
  GameLaunchService,
  HandoffService,
} from './games/index.js';
import { DemoLaunchTokens } from './demo/demo-launch-token.js';
import { DemoVendor } from './demo/demo-vendor.js';
import { ServerSecretRepository } from './core/db/server-secret-repository.js';
import { registerDemoVendorRoutes } from './demo/demo-vendor-routes.js';
import {
  DEMO_WALLET_VENDOR,
  demoPaymentSecret,
  demoWalletSecret,
  launchSecret,
} from './core/launch-secret.js';
import {
  registerCustomerServiceRoutes,
  CustomerServiceEntries,
  ChatRepository,
  registerChatRoutes,
  MemoryChatBus,
  RedisChatBus,
  ChatService,
  FeedbackRepository,
  registerFeedbackRoutes,
  FeedbackService,
} from './customer-service/index.js';
import {
  OperatorSessionRepository,
  operatorAuthPlugin,
  registerOperatorSessionRoutes,
  registerOpsPages,
  OperatorAuth,
} from './ops/index.js';
import sse from '@fastify/sse';
import {
  PromotionRepository,
  registerPromotionRoutes,
  languagesFor,
  PromotionService,
  rewardJobs,
  VipClub,
} from './promotions/index.js';
import {
  WalletRepository,
  WalletService,
  registerWalletRoutes,
  registerVendorWalletRoutes,
  VendorWalletService,
  DepositRepository,
  realPaymentProviders,
  WalletEventRepository,
  DepositService,
  registerDepositRoutes,
  registerWithdrawalRoutes,
  buildWithdrawals,
  WithdrawAccountRepository,
  WithdrawAccountService,
  ActivityRepository,
} from './wallet/index.js';
import { ReferralRepository, ReferralService, registerReferralRoutes } from './referrals/index.js';
import { BONUS_SWEEP_INTERVAL_MS, buildBonuses, registerBonusRoutes } from './bonuses/index.js';
import { WalletApiClient, type WalletTransport } from './demo/demo-wallet-client.js';
import { DEMO_PAYMENT_PROVIDER, DemoPaymentProvider } from './demo/demo-payment.js';
import { registerDemoPaymentRoutes } from './demo/demo-payment-routes.js';
import type { MerchantConfig } from './core/merchant-config.js';
import {
  messengers,
  MessageOutboxRepository,
  MessageOutbox,
  OutboxWorker,
  type OutboxPolicy,
} from './messaging/index.js';
import { DevInboxRepository } from './demo/dev-inbox-repository.js';
import { JobRunner, JobRunRepository, JobScheduler } from './jobs/index.js';

/** How often each instance asks for due runs, and how long a run it took stays its own. */
const JOB_TICK_MS = 60_000;
const JOB_LEASE_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued texts and emails; tests call `drain()` to deliver what is due now. */
    outbox: OutboxWorker;
    /** Cashback, VIP reviews and rewards; tests call `tick()` to run what is due now. */
    jobs: JobScheduler;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Extra readiness probes (Redis, when configured). */
  probes?: readonly Probe[];
  now?: () => Date;
  /** Check each answer against the contract before it leaves (by default config.checkAnswers). */
  checkAnswers?: boolean;
  /** The merchants' game vendor secrets, checked at start (loadVendorSecrets); none by default. */
  vendorSecrets?: VendorSecrets;
  logger?: boolean;
  /** Shares counters and envelope nonces; without it, counters are per process, nonces in the DB. */
  redis?: Redis;
  /** Overrides the counter store (tests use a clock-driven one). */
  counters?: CounterStore;
  /** Holds failed sign-in answers during a failure wave; tests pass one that records and returns. */
  pause?: (ms: number) => Promise<void>;
  /** Overrides how envelope key pairs are made (tests draw from pre-made pairs). */
  generateEnvelopeKey?: (scheme: EnvelopeScheme) => Promise<EnvelopeKeyPair>;
  /** Overrides how the message outbox is delivered (tests: a short back-off, no polling). */
  outboxPolicy?: OutboxPolicy;
  /** Ticks the scheduled jobs every minute (the default); tests turn it off and tick by hand. */
  scheduledJobs?: boolean;
  /** The merchants loaded at start: their app icons are drawn before the first request. */
  merchantsAtStart?: readonly MerchantConfig[];
}

/** Builds the app: cross-cutting plugins first, then the routes. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest } },
    genReqId: () => randomUUID(),
    // A hop count trusts that many nearest hops (as Fastify does; its types omit numbers).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    return503OnClosing: true,
  });
  const checkAnswers = deps.checkAnswers ?? config.checkAnswers;
  const now = deps.now ?? (() => new Date());
  const merchants = new MerchantDirectory(new MerchantRepository(database.db));
  const nowMs = () => now().getTime();
  const counters =
    deps.counters ??
    (deps.redis ? new RedisCounterStore(deps.redis) : new MemoryCounterStore(nowMs));
  const oneUse = deps.redis ? new RedisOneUseStore(deps.redis) : new MemoryOneUseStore(nowMs);
  const captcha = new CaptchaService({
    store: oneUse,
    counters,
    geetest: geetestResolver(config.geetest, oneUse),
    testMode: config.captchaTestMode,
  });
  if (config.captchaTestMode) {
    app.log.warn('CAPTCHA_TEST_MODE is on: every captcha accepts the test answer');
  }
  const envelopeKeys = new EnvelopeKeys(
    new EnvelopeKeyRepository(database.db),
    envelopeKeyPolicy(config),
    now,
    deps.generateEnvelopeKey,
  );
  const envelopeOpener = new EnvelopeOpener(
    envelopeKeys,
    deps.redis
      ? new RedisNonceStore(deps.redis)
      : new DatabaseNonceStore(new EnvelopeNonceRepository(database.db), nowMs),
    config.envelope.replayWindowMs,
    now,
  );
  // One for the app: verification codes, two-factor and game launches share it.
  const serverSecrets = new ServerSecretRepository(database.db);
  const sessions = new SessionService(new SessionRepository(database.db), now);
  // One repository each, so the short read caches are shared and every write forgets its rows.
  const members = new MemberRepository(database.db, new ShortCache());
  const promotionRepository = new PromotionRepository(database.db, new ShortCache());
  const limiter = new AttemptLimiter(counters);
  const referrals = new ReferralService(new ReferralRepository(database.db), limiter, now);
  const inbox = config.devInbox ? new DevInboxRepository(database.db, now) : undefined;
  const messaging = messengers({
    secrets: deps.vendorSecrets ?? {},
    inbox,
    log: (details, message) => app.log.info(details, message),
  });
  const outboxRepository = new MessageOutboxRepository(database.db);
  const outboxWorker = new OutboxWorker(
    outboxRepository,
    messaging,
    (code) => merchants.byCode(code),
    now,
    app.log,
    deps.outboxPolicy,
  );
  app.decorate('outbox', outboxWorker);
  app.addHook('onReady', async () => outboxWorker.start());
  app.addHook('onClose', () => outboxWorker.stop());
  // Woken once the answer that queued a message has gone, so its send never delays that answer.
  let queuedHere = false;
  app.addHook('onResponse', async () => {
    if (!queuedHere) return;
    queuedHere = false;
    outboxWorker.wake();
  });
  const outbox = new MessageOutbox(outboxRepository, now, () => (queuedHere = true));
  const codes = new VerificationCodes(
    new VerificationCodeRepository(database.db),
    serverSecrets,
    limiter,
    captcha,
    messaging,
    now,
    outbox,
  );
  const rememberTokens = new RememberTokenService(
    new RememberTokenRepository(database.db),
    sessions,
    now,
  );
  const accounts = new AccountService({
    members,
    sessions,
    limiter,
    now,
    captcha,
    remember: rememberTokens,
    codes,
    twoFactor: new TwoFactorService(new TwoFactorRepository(database.db), serverSecrets, now),
    pendingSteps: oneUse,
    pause: deps.pause,
    referrals,
  });
  const codeAccounts = new CodeAccounts(members, codes, sessions, rememberTokens, limiter, now);
  const memberEmail = new MemberEmailService(members, codes);
  const resetLinks = new ResetLinks(
    members,
    new PasswordResetLinkRepository(database.db),
    codes,
    messaging,
    limiter,
    captcha,
    sessions,
    rememberTokens,
    now,
    outbox,
  );

  const gameSecret = launchSecret(config.gameLaunchSecret, serverSecrets);
  const launchTokens = new DemoLaunchTokens(gameSecret, now);
  const launches = new GameLaunchService(
    new GameRepository(database.db),
    members,
    gameVendorResolver({
      demo: new DemoVendor(launchTokens, now),
      secrets: deps.vendorSecrets ?? {},
      now,
      onMisconfigured: (problem) => app.log.error(problem),
    }),
    app.log,
  );
  const handoffs = new HandoffService(oneUse, members, now);

  const bonuses = buildBonuses({ db: database.db, promotions: promotionRepository, now });
  const vipClub = new VipClub({
    promotions: promotionRepository,
    activity: new ActivityRepository(database.db),
    now,
  });
  const promotions = new PromotionService({
    promotions: promotionRepository,
    limiter,
    now,
    vipClub,
    rewards: bonuses.claimRewards,
  });
  const wallet = new WalletService(new WalletRepository(database.db));
  const demoWallet = demoWalletSecret(gameSecret);
  const vendorWallet = new VendorWalletService(
    bonuses.vendorBets,
    async (merchant, vendor) => {
      const api = merchant.games.vendorApis[vendor];
      if (api) return deps.vendorSecrets?.[api.secretEnv];
      return vendor === DEMO_WALLET_VENDOR && merchant.demo ? demoWallet() : undefined;
    },
    now,
    (reason, vendor) => app.log.warn({ vendor, reason }, 'vendor wallet request refused'),
  );
  // The demo vendor and payment provider reach Lobby as outside services would, signed, in-process.
  const inProcess: WalletTransport = async ({ path, headers, body }) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
  const demoWalletClient = (merchant: MerchantConfig) =>
    new WalletApiClient({
      vendor: DEMO_WALLET_VENDOR,
      secret: demoWallet,
      now,
      merchantCode: merchant.code,
      transport: inProcess,
    });
  const demoPaySecret = demoPaymentSecret(gameSecret);
  const demoPayment = new DemoPaymentProvider(demoPaySecret);
  const paymentProviders = realPaymentProviders(deps.vendorSecrets ?? {}, now, (problem) =>
    app.log.error(problem),
  );
  const deposits = new DepositService(
    new DepositRepository(database.db),
    new WalletEventRepository(database.db),
    wallet,
    // Demo payments exist for demo merchants only: a real one neither offers nor accepts them.
    (merchant) =>
      merchant.demo
        ? [demoPayment, ...paymentProviders.of(merchant)]
        : paymentProviders.of(merchant),
    async (merchant, provider) =>
      provider === DEMO_PAYMENT_PROVIDER
        ? merchant.demo
          ? demoPaySecret()
          : undefined
        : paymentProviders.secretOf(merchant, provider),
    now,
    (message, details) => app.log.warn(details, message),
    bonuses.depositBonuses,
  );

  const appIcons = new AppIcons(config.webDist, (address, error) =>
    app.log.warn(
      { err: error, address },
      'an app icon could not be drawn; the manifest names it as it is',
    ),
  );
  appIcons.prepare(deps.merchantsAtStart ?? []);

  const catalogue = new CatalogueService(new GameRepository(database.db), now);
  const firstPaint = new FirstPaintService(
    catalogue,
    (error) =>
      app.log.warn({ err: error }, 'first-paint data could not be read; the page went without it'),
    (merchant) => promotions.available(merchant),
  );
  const plugins = crossCuttingPlugins({
    merchants,
    defaultMerchant: config.defaultMerchant,
    envelopeOpener,
    limiter,
    sessions,
    geetestLive: config.geetest.mode === 'live',
    webDist: config.webDist,
    appIcons,
    firstPaint: (request, merchant, language, pathname) =>
      firstPaint.read(
        merchant,
        language,
        pathname,
        clientFacts(request, config.geoCountryHeader, now()),
        request.hostname,
      ),
  });
  // Before any route: it decides, as each route is declared, whether its answers compress.
  await app.register(compressionPlugin);
  for (const plugin of plugins) await plugin.register(app);
  const operators = new OperatorAuth(
    config.operators,
    new OperatorSessionRepository(database.db),
    limiter,
    now,
  );
  await app.register(operatorAuthPlugin, { auth: operators });

  registerHealthRoutes(app, [
    { name: 'database', check: () => database.ping() },
    ...(deps.probes ?? []),
  ]);
  const labelOf = async (merchantCode: string, memberId: number) =>
    (await promotionRepository.clubLabel(merchantCode, memberId))?.label_id ?? null;
  registerSystemRoutes(app, {
    checkAnswers,
    geoCountryHeader: config.geoCountryHeader,
    now,
    labelOf,
    appIcons,
  });
  registerEnvelopeRoutes(app, envelopeKeys, { checkAnswers, now });
  registerAccountRoutes(app, accounts, sessions, {
    checkAnswers,
    clubLabel: (merchant, memberId, language) =>
      promotions.clubLabel(merchant, memberId, languagesFor(merchant, language)),
  });
  registerCaptchaRoutes(app, captcha, { checkAnswers });
  registerVerificationRoutes(
    app,
    { codeAccounts, memberEmail, resetLinks },
    { checkAnswers, inbox },
  );
  registerCatalogueRoutes(app, catalogue, { checkAnswers });
  registerLaunchRoutes(app, launches, { checkAnswers });
  registerHandoffRoutes(app, handoffs, { checkAnswers });
  registerPromotionRoutes(app, promotions, { checkAnswers });
  registerReferralRoutes(app, referrals, { checkAnswers });
  registerDemoVendorRoutes(app, launchTokens, { wallet: demoWalletClient, now });
  registerWalletRoutes(app, wallet, { checkAnswers });
  registerBonusRoutes(app, bonuses.service, { checkAnswers });
  const sweep = setInterval(() => {
    bonuses.service.sweepExpired().catch((error: unknown) => app.log.error(error));
  }, BONUS_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const jobs = new JobScheduler({
    runner: new JobRunner({
      db: database.db,
      runs: new JobRunRepository(database.db),
      owner: `${hostname()}:${process.pid}:${randomUUID()}`,
      now,
      leaseMs: JOB_LEASE_MS,
    }),
    jobs: rewardJobs({
      promotions: promotionRepository,
      activity: new ActivityRepository(database.db),
      vipClub,
      grant: async (trx, reward) => {
        await bonuses.service.grant(
          {
            merchant: { code: reward.merchantCode },
            memberId: reward.memberId,
            kind: reward.kind,
            amount: reward.amount,
            wagerMultiple: reward.wagerMultiple,
            expiresAt: reward.expiresAt,
            reference: reward.reference,
            promotionId: reward.promotionId,
            ...reward.rules,
          },
          trx,
        );
      },
      now,
    }),
    merchantCodes: () => new MerchantRepository(database.db).codes(),
    onError: (error, job, merchant) => app.log.error({ err: error, job, merchant }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  if (deps.scheduledJobs !== false) {
    app.addHook('onReady', async () => jobs.start(JOB_TICK_MS));
    app.addHook('onClose', () => jobs.stop());
  }
  registerVendorWalletRoutes(app, vendorWallet, { checkAnswers });
  registerDepositRoutes(app, deposits, { checkAnswers });
  const withdrawAccounts = new WithdrawAccountRepository(database.db);
  registerWithdrawalRoutes(
    app,
    buildWithdrawals(database.db, wallet, now, withdrawAccounts, bonuses.withdrawalRule),
    new WithdrawAccountService(withdrawAccounts, async (merchant, session, password) => {
      await accounts.confirmPassword(merchant, session, password);
    }),
    { checkAnswers },
  );
  registerDemoPaymentRoutes(app, {
    provider: demoPayment,
    deposits,
    secret: demoPaySecret,
    transport: inProcess,
    now,
  });
  registerCustomerServiceRoutes(app, new CustomerServiceEntries(members, oneUse, labelOf), {
    checkAnswers,
  });
  registerOperatorSessionRoutes(app, operators, { checkAnswers });
  registerOpsPages(app, { devInbox: config.devInbox });
  const chatBus = deps.redis ? new RedisChatBus(deps.redis) : new MemoryChatBus();
  app.addHook('onClose', () => chatBus.close());
  await app.register(sse, { heartbeatInterval: 25_000 });
  registerChatRoutes(
    app,
    new ChatService(new ChatRepository(database.db), members, chatBus, limiter, now),
    { checkAnswers },
  );
  registerFeedbackRoutes(
    app,
    new FeedbackService(new FeedbackRepository(database.db), limiter, now),
    {
      checkAnswers,
    },
  );

  return app;
}
