import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  formatMoney,
  STORAGE_KEYS,
  toMajorUnits,
  fundsConsolidated,
  walletBalance,
  type WalletBalance,
  type WalletCurrency,
} from '@lobby/contract';
import { api } from './api';
import { MEMBER_QUERY_SCOPE } from './member-scope';
import { useSession } from './session';
import { localStore } from './storage';
import { createStore, useStore } from './store';

/**
 * Query keys of the wallet. They sit under the member scope and carry the token, so a new session
 * never sees the last one's balance; everything that moves money invalidates `all`.
 */
export const walletKeys = {
  all: [...MEMBER_QUERY_SCOPE, 'wallet'] as const,
  balance: (token: string) => [...MEMBER_QUERY_SCOPE, 'wallet', 'balance', token] as const,
  funds: (token: string) => [...MEMBER_QUERY_SCOPE, 'wallet', 'funds', token] as const,
  history: (token: string, filter: Record<string, string | number | undefined>) =>
    [...MEMBER_QUERY_SCOPE, 'wallet', 'history', token, filter] as const,
};

/** The signed-in member's balance (GET /wps/v2/wallets/balance); loads whenever a token exists. */
export function useWalletBalance() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: walletKeys.balance(token),
    // Alerts as memberInfo does: an ended session found here must still ask the player, once.
    queryFn: () => api.call(walletBalance),
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * The member's funds split (GET /wps/member/info/funds/consolidated): cash, bonus and what may be
 * withdrawn. The header asks for it when the player opens the split, and says its own failure.
 */
export function useFunds() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: walletKeys.funds(token),
    queryFn: () => api.call(fundsConsolidated, { alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/** Asks again for the balance and history: call it after anything that moved money. */
export function refreshWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/**
 * What the member may play with: cash plus bonus money, as the header and the game bar show it
 * (and as vendors' wallet answers count it). Withdrawals see cash only.
 */
export const playableBalance = (wallet: WalletBalance): number =>
  wallet.balance + wallet.bonusBalance;

/** An amount in minor units in the merchant's currency style and the player's digits. */
export function formatMinorUnits(amount: number, style: WalletCurrency, language: string): string {
  return String(formatMoney(toMajorUnits(amount, style.currency), style, language, style.decimals));
}

/**
 * An amount wrapped in first-strong isolates, for sentences: it keeps its own direction inside
 * a right-to-left sentence (Urdu) instead of having its symbol moved to the other side.
 */
export const isolateAmount = (text: string): string => `\u2068${text}\u2069`;

const hidden = createStore(localStore.get(STORAGE_KEYS.hideBalance) === '1');

/** Whether the balance amount is hidden on this device, and the switch. */
export function useBalanceHidden(): [boolean, () => void] {
  const value = useStore(hidden);
  const toggle = () => {
    const next = !hidden.get();
    localStore.set(STORAGE_KEYS.hideBalance, next ? '1' : '0');
    hidden.set(next);
  };
  return [value, toggle];
}
