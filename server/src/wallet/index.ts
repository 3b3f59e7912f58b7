// What the wallet area offers the rest of the server; other areas import only this file. Its
// repositories stay inside: the wallet alone writes the ledger (wallets, wallet_entries) and the
// deposits and withdrawals, and other areas move money through the services below.
export * from './account-ledger-service.js';
// The member-activity read model and the adjustments list, still read directly by other areas
// (see the allow-list in eslint-rules/server-layers.js).
export { ActivityRepository, type MemberActivity } from './activity-repository.js';
export { BalanceAdjustmentRepository } from './balance-adjustment-repository.js';
export * from './adjustment-presenter.js';
export * from './balance-adjustment-routes.js';
export * from './balance-adjustments.js';
export * from './balance-routes.js';
export * from './close-out-service.js';
export * from './deposit-routes.js';
export * from './deposits.js';
export * from './payments/payment-provider.js';
export * from './payments/real-providers.js';
export * from './vendor-wallet-routes.js';
export * from './vendor-wallet.js';
export * from './wallet-events.js';
export * from './wallet.js';
export * from './withdraw-accounts.js';
export * from './withdrawal-routes.js';
export * from './withdrawals.js';
export * from './withdrawal-factory.js';
export * from './wallet-presenter.js';
export * from './wallet-plugin.js';
