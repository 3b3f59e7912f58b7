import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { walletHistory, type WalletEntryKind } from '@lobby/contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { walletKeys } from '../../lib/wallet-balance';

export interface HistoryFilter {
  kind?: WalletEntryKind;
  /** YYYY-MM-DD. */
  from?: string;
  /** YYYY-MM-DD. */
  to?: string;
  page: number;
}

/** One page of the member's ledger; the list shows its own error state, so alert: false. */
export function useWalletHistory(filter: HistoryFilter) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: walletKeys.history(token, { ...filter }),
    queryFn: () => api.call(walletHistory, { query: { ...filter }, alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
