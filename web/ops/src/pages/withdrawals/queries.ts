import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type CallBody, type CallQuery } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export type WithdrawalsQuery = CallQuery<typeof calls.opsWithdrawals>;
export type Decision = CallBody<typeof calls.opsDecideWithdrawal>;

export const withdrawalKeys = {
  all: ['ops', 'withdrawals'] as const,
  page: (query: WithdrawalsQuery) => [...withdrawalKeys.all, 'page', query] as const,
  activity: (withdrawalId: string) => [...withdrawalKeys.all, 'activity', withdrawalId] as const,
};

/** One page of the queue under the filters and order. */
export function useWithdrawals(query: WithdrawalsQuery) {
  return useQuery({
    queryKey: withdrawalKeys.page(query),
    queryFn: () => opsRequest(calls.opsWithdrawals, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The member's recent activity beside one request. */
export function useWithdrawalActivity(withdrawalId: string) {
  return useQuery({
    queryKey: withdrawalKeys.activity(withdrawalId),
    queryFn: () => opsRequest(calls.opsWithdrawalActivity, { query: { withdrawalId } }),
  });
}

/** Approves or rejects; the queue is asked again whatever the answer. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Decision) => opsRequest(calls.opsDecideWithdrawal, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

/** Finance's reveal of one request's full account number (audited by the server). */
export function useRevealAccount() {
  return useMutation({
    mutationFn: (withdrawalId: string) =>
      opsRequest(calls.opsRevealWithdrawalAccount, { body: { withdrawalId } }),
  });
}
