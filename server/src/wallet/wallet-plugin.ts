import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import type { AccountLedgerService } from './account-ledger-service.js';
import type { CloseOutService } from './close-out-service.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { BalanceAdjustmentRepository } from './balance-adjustment-repository.js';
import { registerBalanceAdjustmentRoutes } from './balance-adjustment-routes.js';
import { BalanceAdjustmentService } from './balance-adjustments.js';
import { registerWalletRoutes } from './balance-routes.js';
import { DepositRepository } from './deposit-repository.js';
import { registerDepositRoutes } from './deposit-routes.js';
import { DepositService } from './deposits.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { realPaymentProviders } from './payments/real-providers.js';
import { registerVendorWalletRoutes } from './vendor-wallet-routes.js';
import { VendorWalletService, type VendorLedger } from './vendor-wallet.js';
import type { DepositBonuses } from './deposits.js';
import type { WithdrawalBonusRule } from './withdrawals.js';
import { WalletEvents } from './wallet-events.js';
import { WalletRepository } from './wallet-repository.js';
import type { WalletService } from './wallet.js';
import { WithdrawAccountService } from './withdraw-accounts.js';
import { walletServices } from './withdrawal-factory.js';
import { registerWithdrawalRoutes } from './withdrawal-routes.js';

type Secret = () => Promise<Uint8Array>;

/** What the wallet area offers the other areas. */
export interface WalletArea {
  /** The member's balances and cash ledger (reads, and the movements of the demo's seed). */
  balances: WalletService;
  deposits: DepositService;
  /** Both accounts' ledger inside another area's transaction (the bonuses' movements). */
  ledger: AccountLedgerService;
  /** A member's withdrawable cash held as one withdrawal for the operator (self-exclusion). */
  closeOuts: CloseOutService;
  /** Operators' balance adjustments, for the console's member page. */
  adjustments: BalanceAdjustmentRepository;
  /**
   * Adds a payment provider offered (first) to demo merchants only, with the secret its
   * notifications are signed with; a real merchant neither offers nor accepts it.
   */
  addDemoPaymentProvider(provider: PaymentProvider, secret: Secret): void;
  /** Adds a vendor whose seamless-wallet requests are accepted for demo merchants only. */
  addDemoWalletVendor(vendor: string, secret: Secret): void;
  /**
   * The bonus money the wallet moves (the bonuses plugin plugs it in): the ledger of the vendors'
   * bets, the deposit bonuses, and an active bonus's rule on withdrawals.
   */
  useBonuses(hooks: WalletBonusHooks): void;
}

export interface WalletBonusHooks {
  ledger: VendorLedger;
  deposits: DepositBonuses;
  withdrawalRule: WithdrawalBonusRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletArea;
  }
}

/** Balances, the vendors' seamless wallet, deposits through providers, and withdrawals. */
async function wallet(app: FastifyInstance): Promise<void> {
  const { db, now, vendorSecrets, checkAnswers, audit } = app.core;
  let bonuses: WalletBonusHooks | undefined;
  const wired = (): WalletBonusHooks => {
    if (!bonuses) throw new Error('No bonus ledger: register the bonuses plugin');
    return bonuses;
  };
  const {
    wallet: balances,
    withdrawAccounts,
    withdrawals,
    closeOuts,
    ledger,
  } = walletServices({
    db,
    now,
    audit: app.core.audit,
    bonusRule: (...args) => wired().withdrawalRule(...args),
  });
  const demoProviders: { provider: PaymentProvider; secret: Secret }[] = [];
  const demoWalletVendors = new Map<string, Secret>();

  const vendorWallet = new VendorWalletService({
    ledger: {
      bet: (movement) => wired().ledger.bet(movement),
      win: (movement) => wired().ledger.win(movement),
      rollback: (movement) => wired().ledger.rollback(movement),
    },
    secretOf: async (merchant, vendor) => {
      const api = merchant.games.vendorApis[vendor];
      if (api) return vendorSecrets[api.secretEnv];
      return merchant.demo ? demoWalletVendors.get(vendor)?.() : undefined;
    },
    now,
    onRefused: (reason, vendor) =>
      app.log.warn({ vendor, reason }, 'vendor wallet request refused'),
    betGuard: (trx, merchant, memberId, amount) =>
      app.protection.guards.checkBet(trx, merchant, memberId, amount),
  });
  const realProviders = realPaymentProviders(vendorSecrets, now, (problem) =>
    app.log.error(problem),
  );
  const demoProviderOf = (provider: string) =>
    demoProviders.find((entry) => entry.provider.provider === provider);
  const deposits = new DepositService({
    deposits: new DepositRepository(db),
    events: new WalletEvents(db, now),
    wallet: balances,
    // Demo payments exist for demo merchants only: a real one neither offers nor accepts them.
    providersFor: (merchant: MerchantConfig) =>
      merchant.demo
        ? [...demoProviders.map((entry) => entry.provider), ...realProviders.of(merchant)]
        : realProviders.of(merchant),
    secretOf: async (merchant, provider) => {
      const demo = demoProviderOf(provider);
      if (demo) return merchant.demo ? demo.secret() : undefined;
      return realProviders.secretOf(merchant, provider);
    },
    now,
    log: (message, details) => app.log.warn(details, message),
    guard: (trx, merchant, memberId, amount) =>
      app.protection.guards.checkDeposit(trx, merchant, memberId, amount),
    settlementGuard: (trx, merchant, deposit) =>
      app.protection.guards.depositPastLimit(trx, merchant, deposit),
    audit,
    bonuses: {
      check: (...args) => wired().deposits.check(...args),
      grant: (...args) => wired().deposits.grant(...args),
    },
  });
  const adjustments = new BalanceAdjustmentRepository(db);
  app.decorate('wallet', {
    balances,
    deposits,
    ledger,
    closeOuts,
    adjustments,
    addDemoPaymentProvider: (provider: PaymentProvider, secret: Secret) => {
      demoProviders.push({ provider, secret });
    },
    addDemoWalletVendor: (vendor: string, secret: Secret) => {
      demoWalletVendors.set(vendor, secret);
    },
    useBonuses: (hooks: WalletBonusHooks) => {
      bonuses = hooks;
    },
  });
  registerWalletRoutes(app, balances, { checkAnswers });
  registerVendorWalletRoutes(app, vendorWallet, { checkAnswers });
  registerDepositRoutes(app, deposits, { checkAnswers });
  registerBalanceAdjustmentRoutes(
    app,
    new BalanceAdjustmentService({
      db,
      adjustments,
      wallet: new WalletRepository(db),
      audit,
      now,
    }),
    { checkAnswers },
  );
  registerWithdrawalRoutes(
    app,
    withdrawals,
    new WithdrawAccountService(withdrawAccounts, app.accounts.confirmPassword),
    { checkAnswers },
  );
}

export const walletPlugin = fp(wallet, {
  name: 'wallet',
  dependencies: [CORE_PLUGIN, 'accounts', 'protection'],
});
