import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, memberSessions } from '@lobby/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { accountKeys, memberQuery } from '../shared/queries';

/** The member's active sessions, newest first. */
export function useMemberSessions() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: accountKeys.sessions(token),
    // The page shows its own error state with Retry; a 401 still ends the session.
    queryFn: () => api.call(memberSessions, { alert: false }),
    enabled: !!token,
    ...memberQuery,
  });
}

/**
 * Signs the member out everywhere but here and answers how many sessions ended; the list is
 * asked for again. Failures are said by the error catalogue.
 */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationKey: accountKeys.endOtherSessions,
    mutationFn: async () => (await api.call(endOtherSessions)).endedSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(token) }),
  });
}
