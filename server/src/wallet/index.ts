// What the wallet area offers the rest of the server; other areas import only this file.
export * from './balance-routes.js';
export * from './deposit-repository.js';
export * from './deposit-routes.js';
export * from './deposits.js';
export * from './payments/payment-provider.js';
export * from './payments/real-providers.js';
export * from './vendor-wallet-routes.js';
export * from './vendor-wallet.js';
export * from './wallet-event-repository.js';
export * from './wallet-repository.js';
export * from './wallet.js';
export * from './withdraw-account-repository.js';
export * from './withdraw-accounts.js';
export * from './withdrawal-repository.js';
export * from './withdrawal-routes.js';
export * from './withdrawals.js';
export * from './withdrawal-factory.js';
