/** The wallet area of the contract: the ledger, balances, deposits, withdrawals, the seamless wallet, balance adjustments. */
import { callsOf } from '../core/call.js';
import * as balanceAdjustmentCallsModule from './balance-adjustment-calls.js';
import * as depositCallsModule from './deposit-calls.js';
import * as vendorWalletCallsModule from './vendor-wallet-calls.js';
import * as walletCallsModule from './wallet-calls.js';
import * as withdrawAccountCallsModule from './withdraw-account-calls.js';
import * as withdrawalCallsModule from './withdrawal-calls.js';

export * from './amount-input.js';
export * from './balance-adjustment-calls.js';
export * from './deposit-calls.js';
export * from './vendor-wallet-calls.js';
export * from './wallet-calls.js';
export * from './wallet.js';
export * from './withdraw-account-calls.js';
export * from './withdrawal-calls.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const walletCalls = {
  ...callsOf(balanceAdjustmentCallsModule),
  ...callsOf(depositCallsModule),
  ...callsOf(vendorWalletCallsModule),
  ...callsOf(walletCallsModule),
  ...callsOf(withdrawAccountCallsModule),
  ...callsOf(withdrawalCallsModule),
};
