import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSession, signInNotices } from '@lobby/contract';
import { api } from '../../../lib/api';
import { MEMBER_QUERY_SCOPE } from '../../../lib/member-scope';
import { useSession } from '../../../lib/session';
import { accountKeys, memberQuery } from '../shared/queries';

export const noticeKeys = {
  list: (token: string) => [...MEMBER_QUERY_SCOPE, 'signInNotices', token] as const,
  endSession: ['accounts', 'endSession'] as const,
};

/** Sign-ins from devices the member had not used before, newest first. */
export function useSignInNotices() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: noticeKeys.list(token),
    queryFn: () => api.call(signInNotices, { alert: false }),
    enabled: !!token,
    ...memberQuery,
  });
}

/** Ends the session a notice names; the notices and sessions are asked for again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationKey: noticeKeys.endSession,
    mutationFn: (sessionId: string) => api.call(endSession, { body: { sessionId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: noticeKeys.list(token) });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions(token) });
    },
  });
}
