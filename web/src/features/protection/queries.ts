import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptTerms,
  endPlaySession,
  memberProtection,
  playSession,
  setProtectionLimit,
  setRealityCheck,
  takeBreak,
  type CallBody,
  type ProtectionStatus,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { MEMBER_QUERY_SCOPE } from '../../lib/member-scope';
import { useSession } from '../../lib/session';

/** How often the game page asks for its play session until the launch has opened it. */
const PLAY_SESSION_POLL_MS = 30_000;

/** Query keys of player protection, under the member scope and the session's token. */
export const protectionKeys = {
  all: [...MEMBER_QUERY_SCOPE, 'protection'] as const,
  status: (token: string) => [...MEMBER_QUERY_SCOPE, 'protection', 'status', token] as const,
  play: (token: string) => [...MEMBER_QUERY_SCOPE, 'protection', 'play', token] as const,
  setLimit: ['protection', 'setLimit'] as const,
  setRealityCheck: ['protection', 'setRealityCheck'] as const,
  takeBreak: ['protection', 'takeBreak'] as const,
  acceptTerms: ['protection', 'acceptTerms'] as const,
  endPlay: ['protection', 'endPlay'] as const,
};

/** The member's limits, reality check and terms; pages show their own error state. */
export function useProtectionStatus(enabled = true) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: protectionKeys.status(token),
    queryFn: () => api.call(memberProtection, { alert: false }),
    enabled: enabled && !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/** Writes an answered status into the cache, so the page shows it at once. */
function useStoreStatus() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return (status: ProtectionStatus) =>
    queryClient.setQueryData(protectionKeys.status(token), status);
}

export function useSetLimit() {
  const store = useStoreStatus();
  return useMutation({
    mutationKey: protectionKeys.setLimit,
    mutationFn: (body: CallBody<typeof setProtectionLimit>) =>
      api.call(setProtectionLimit, { body }),
    onSuccess: store,
  });
}

export function useSetRealityCheck() {
  const store = useStoreStatus();
  return useMutation({
    mutationKey: protectionKeys.setRealityCheck,
    mutationFn: (body: CallBody<typeof setRealityCheck>) => api.call(setRealityCheck, { body }),
    onSuccess: store,
  });
}

export function useAcceptTerms() {
  const store = useStoreStatus();
  return useMutation({
    mutationKey: protectionKeys.acceptTerms,
    mutationFn: (body: CallBody<typeof acceptTerms>) => api.call(acceptTerms, { body }),
    onSuccess: store,
  });
}

/** Takes a time-out or self-exclusion; the form says a wrong password itself (alert: false). */
export function useTakeBreak() {
  return useMutation({
    mutationKey: protectionKeys.takeBreak,
    mutationFn: (body: CallBody<typeof takeBreak>) => api.call(takeBreak, { body, alert: false }),
  });
}

/** The open play session's figures for a reality check; read when a check is due. */
export function usePlaySession(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: protectionKeys.play(token),
    queryFn: () => api.call(playSession, { alert: false }),
    enabled: enabled && !!token,
    retry: false,
    staleTime: 0,
    // The game page opens the play session as it launches: ask again until it is there.
    refetchInterval: (query) => (query.state.data?.session ? false : PLAY_SESSION_POLL_MS),
  });
}

export function useEndPlaySession() {
  return useMutation({
    mutationKey: protectionKeys.endPlay,
    mutationFn: () => api.call(endPlaySession),
  });
}
