import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type CallBody, type CallQuery } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export type MemberSearchQuery = CallQuery<typeof calls.opsMemberSearch>;
export type MemberLedgerQuery = CallQuery<typeof calls.opsMemberLedger>;
export type AdjustBody = CallBody<typeof calls.opsAdjustBalance>;
export type DecideBody = CallBody<typeof calls.opsDecideAdjustment>;
export type LockBody = CallBody<typeof calls.opsSetMemberLock>;
export type NoteBody = CallBody<typeof calls.opsAddMemberNote>;

export const memberKeys = {
  all: ['ops', 'members'] as const,
  search: (query: MemberSearchQuery) => [...memberKeys.all, 'search', query] as const,
  member: (memberId: number) => [...memberKeys.all, 'member', memberId] as const,
  page: (memberId: number) => [...memberKeys.member(memberId), 'page'] as const,
  ledger: (query: MemberLedgerQuery) =>
    [...memberKeys.member(Number(query.memberId)), 'ledger', query] as const,
  pending: () => [...memberKeys.all, 'pending-adjustments'] as const,
};

/** Members matching the search text, a page at a time. */
export function useMemberSearch(query: MemberSearchQuery | undefined) {
  return useQuery({
    queryKey: memberKeys.search(query ?? { q: '' }),
    queryFn: () => opsRequest(calls.opsMemberSearch, { query: query! }),
    enabled: !!query,
    placeholderData: keepPreviousData,
  });
}

/** Everything the member page shows. */
export function useMemberPage(memberId: number) {
  return useQuery({
    queryKey: memberKeys.page(memberId),
    queryFn: () => opsRequest(calls.opsMember, { query: { memberId: String(memberId) } }),
  });
}

/** One keyset page of the member's ledger. */
export function useMemberLedger(query: MemberLedgerQuery) {
  return useQuery({
    queryKey: memberKeys.ledger(query),
    queryFn: () => opsRequest(calls.opsMemberLedger, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The merchant's adjustments waiting for a second operator. */
export function usePendingAdjustments(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.pending(),
    queryFn: () => opsRequest(calls.opsPendingAdjustments),
    enabled,
  });
}

/** A mutation on one member: afterwards the member's page, ledger and pending list read again. */
function useMemberAction<B, V>(memberId: number, send: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.member(memberId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.pending() }),
      ]),
  });
}

export const useAdjustBalance = (memberId: number) =>
  useMemberAction(memberId, (body: AdjustBody) => opsRequest(calls.opsAdjustBalance, { body }));

export const useDecideAdjustment = (memberId: number) =>
  useMemberAction(memberId, (body: DecideBody) => opsRequest(calls.opsDecideAdjustment, { body }));

export const useEndSessions = (memberId: number) =>
  useMemberAction(memberId, () => opsRequest(calls.opsEndMemberSessions, { body: { memberId } }));

export const useSetLock = (memberId: number) =>
  useMemberAction(memberId, (body: LockBody) => opsRequest(calls.opsSetMemberLock, { body }));

export const useResetSecondFactor = (memberId: number) =>
  useMemberAction(memberId, () =>
    opsRequest(calls.opsResetMemberSecondFactor, { body: { memberId } }),
  );

export const useAddNote = (memberId: number) =>
  useMemberAction(memberId, (body: NoteBody) => opsRequest(calls.opsAddMemberNote, { body }));
