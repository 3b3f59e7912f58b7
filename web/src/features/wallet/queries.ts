import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDeposit,
  depositSettings,
  depositStatus,
  addWithdrawAccount,
  memberWithdrawals,
  requestWithdrawal,
  withdrawAccountInfo,
  type CallBody,
  type CallQuery,
  walletHistory,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { refreshWallet, walletKeys } from '../../lib/wallet-balance';

/** The ledger's query as the contract defines it; the page always names its page. */
export type HistoryFilter = CallQuery<typeof walletHistory> & { page: number };

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

export const depositKeys = {
  settings: (token: string) => [...walletKeys.all, 'depositSettings', token] as const,
  status: (token: string, depositId: string) =>
    [...walletKeys.all, 'deposit', token, depositId] as const,
  create: ['wallet', 'createDeposit'] as const,
};

/** The merchant's deposit methods with limits and quick amounts. */
export function useDepositSettings() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: depositKeys.settings(token),
    queryFn: () => api.call(depositSettings, { alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** A deposit's state after the player came back from the provider. */
export function useDepositStatus(depositId: string | null) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: depositKeys.status(token, depositId ?? ''),
    queryFn: () => api.call(depositStatus, { query: { depositId: depositId! }, alert: false }),
    enabled: !!token && !!depositId,
    retry: false,
  });
}

/** Starts a deposit; the caller sends the player to the answer's payUrl. */
export function useCreateDeposit() {
  return useMutation({
    mutationKey: depositKeys.create,
    mutationFn: (body: CallBody<typeof createDeposit>) => api.call(createDeposit, { body }),
  });
}

export const withdrawalKeys = {
  list: (token: string) => [...walletKeys.all, 'withdrawals', token] as const,
  accounts: (token: string) => [...walletKeys.all, 'withdrawAccounts', token] as const,
  request: ['wallet', 'requestWithdrawal'] as const,
  addAccount: ['wallet', 'addWithdrawAccount'] as const,
};

/** The member's latest withdrawal requests and their states. */
export function useWithdrawals() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: withdrawalKeys.list(token),
    queryFn: () => api.call(memberWithdrawals, { alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/** Requests a withdrawal; the balance and the list are asked for again after it. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: withdrawalKeys.request,
    mutationFn: (body: CallBody<typeof requestWithdrawal>) => api.call(requestWithdrawal, { body }),
    onSettled: () => refreshWallet(queryClient),
  });
}

/** The member's saved withdrawal accounts (masked) and how many may be saved. */
export function useWithdrawAccounts() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: withdrawalKeys.accounts(token),
    queryFn: () => api.call(withdrawAccountInfo, { alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 60_000,
  });
}

/** Saves a withdrawal account (the password asked again); the list is asked for again after it. */
export function useAddWithdrawAccount() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationKey: withdrawalKeys.addAccount,
    mutationFn: (body: CallBody<typeof addWithdrawAccount>) =>
      api.call(addWithdrawAccount, { body, alert: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.accounts(token) }),
  });
}
