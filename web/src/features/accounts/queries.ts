import { useQuery } from '@tanstack/react-query';
import { memberInfo, memberSessions, registerSettings, systemCountry } from '@lobby/contract';
import { api } from '../../lib/api';
import { MEMBER_QUERY_SCOPE } from '../../lib/member-scope';
import { useSession } from '../../lib/session';
import { systemKeys } from '../../lib/system-keys';

/**
 * Query keys of the accounts feature. Member keys sit under the member scope and carry the token,
 * so a new session never sees the last one's data (lib/member-scope drops them at logout).
 */
export const accountKeys = {
  member: MEMBER_QUERY_SCOPE,
  info: (token: string) => [...MEMBER_QUERY_SCOPE, 'info', token] as const,
  sessions: (token: string) => [...MEMBER_QUERY_SCOPE, 'sessions', token] as const,
  registerSettings: ['accounts', 'registerSettings'] as const,
};

// A member call that fails has already been handled by the error catalogue (a 401 ends the
// session and asks once to sign in); retrying would only ask again.
const memberQuery = { retry: false, staleTime: 30_000 } as const;

/** The signed-in member's info (GET /wps/member/info); loads whenever a token exists. */
export function useMemberInfo() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: accountKeys.info(token),
    queryFn: () => api.call(memberInfo),
    enabled: !!token,
    ...memberQuery,
  });
}

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

/** Which registration methods and password rules this merchant offers. */
export function useRegisterSettings() {
  return useQuery({
    queryKey: accountKeys.registerSettings,
    // The form shows its own error state with Retry.
    queryFn: () => api.call(registerSettings, { alert: false }),
    staleTime: 5 * 60_000,
  });
}

/** The merchant's countries and dialing code, for registration by mobile number. */
export function useCountryInfo(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.country,
    // Without country info the number field simply has no dialing-code picker.
    queryFn: () => api.call(systemCountry, { alert: false }),
    staleTime: Infinity,
    enabled,
  });
}
