import { minorDigits, type WalletCurrency, type WalletEntryView } from '@lobby/contract';
import type { WalletEntry } from './wallet-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** How the merchant writes its currency, for web to format minor units. */
export function presentCurrency(merchant: MerchantConfig): WalletCurrency {
  return {
    currency: merchant.currency,
    currencySymbol: merchant.country.currencySymbol,
    currencyPosition: merchant.country.currencyPosition,
    decimals: minorDigits(merchant.currency),
  };
}

/** One ledger entry as the member sees it: never the merchant, member id or reference. */
export function presentEntry(entry: WalletEntry): WalletEntryView {
  return {
    id: String(entry.id),
    kind: entry.kind,
    account: entry.account,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    createdAt: entry.createdAt.toISOString(),
  };
}
