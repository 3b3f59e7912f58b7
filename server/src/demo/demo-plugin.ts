import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { demoPaymentSecret, demoWalletSecret, launchSecret } from './demo-secrets.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { listeningOrigin } from '../core/http/listening-origin.js';
import { DemoLaunchTokens } from './demo-launch-token.js';
import { DemoPaymentProvider } from './demo-payment.js';
import { registerDemoPaymentRoutes } from './demo-payment-routes.js';
import { DemoVendor } from './demo-vendor.js';
import { registerDemoVendorRoutes } from './demo-vendor-routes.js';
import { WalletApiClient } from './demo-wallet-client.js';
import { DevInboxRepository } from './dev-inbox-repository.js';
import { DEMO_WALLET_VENDOR } from '../wallet/index.js';
import { registerDevInboxRoutes } from './dev-inbox-routes.js';

/**
 * The demo, for merchants marked demo only: its game vendor and pages, its payment provider and
 * checkout, and the development inbox. It adds itself to games, wallet and messaging through
 * the extension points they offer, so no production file imports it.
 */
async function demo(app: FastifyInstance): Promise<void> {
  const { config, db, now, serverSecrets, checkAnswers } = app.core;
  const gameSecret = launchSecret(config.gameLaunchSecret, serverSecrets);
  const launchTokens = new DemoLaunchTokens(gameSecret, now);
  app.games.useDemoVendor(new DemoVendor(launchTokens, now));

  const walletSecret = demoWalletSecret(gameSecret);
  app.wallet.addDemoWalletVendor(DEMO_WALLET_VENDOR, walletSecret);
  const paymentSecret = demoPaymentSecret(gameSecret);
  const payment = new DemoPaymentProvider(paymentSecret);
  app.wallet.addDemoPaymentProvider(payment, paymentSecret);

  // The demo vendor and payment provider reach Lobby as outside services would: signed HTTP to
  // the address it listens on.
  const origin = () => listeningOrigin(app.server);
  const walletClient = (merchant: MerchantConfig) =>
    new WalletApiClient({
      vendor: DEMO_WALLET_VENDOR,
      secret: walletSecret,
      now,
      merchantCode: merchant.code,
      origin,
    });
  const { balances } = app.wallet;
  registerDemoVendorRoutes(app, launchTokens, {
    wallet: walletClient,
    balance: (merchantCode, memberId) => balances.balance(merchantCode, memberId),
    now,
  });
  registerDemoPaymentRoutes(app, {
    provider: payment,
    secret: paymentSecret,
    origin,
    now,
  });

  if (config.devInbox) {
    const inbox = new DevInboxRepository(db, now);
    app.messaging.useDevInbox(inbox);
    await registerDevInboxRoutes(app, inbox, { checkAnswers });
  }
}

export const demoPlugin = fp(demo, {
  name: 'demo',
  dependencies: [CORE_PLUGIN, 'games', 'wallet', 'messaging', 'ops'],
});
