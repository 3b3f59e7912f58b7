import { useQuery } from '@tanstack/react-query';
import { memberInfo, registerSettings } from '@lobby/contract';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { MEMBER_QUERY_SCOPE } from '../../../lib/member-scope';
import { useSession } from '../../../lib/session';

/**
 * Query and mutation keys of the accounts feature. Member keys sit under the member scope and
 * carry the token, so a new session never sees the last one's data (lib/member-scope drops them at
 * logout).
 */
export const accountKeys = {
  member: MEMBER_QUERY_SCOPE,
  // The VIP label in member info is worded in the request's language.
  info: (token: string, language: string) =>
    [...MEMBER_QUERY_SCOPE, 'info', token, language] as const,
  sessions: (token: string) => [...MEMBER_QUERY_SCOPE, 'sessions', token] as const,
  registerSettings: ['accounts', 'registerSettings'] as const,
  signIn: ['accounts', 'signIn'] as const,
  sendCode: (purpose: string) => ['accounts', 'sendCode', purpose] as const,
  resetPassword: ['accounts', 'resetPassword'] as const,
  verifySignIn: ['accounts', 'verifySignIn'] as const,
  twoFactor: (token: string) => [...MEMBER_QUERY_SCOPE, 'twoFactor', token] as const,
  twoFactorChange: ['accounts', 'twoFactorChange'] as const,
  confirmEmail: ['accounts', 'confirmEmail'] as const,
  register: ['accounts', 'register'] as const,
  changePassword: ['accounts', 'changePassword'] as const,
  language: ['accounts', 'language'] as const,
  signOut: ['accounts', 'signOut'] as const,
  endOtherSessions: ['accounts', 'endOtherSessions'] as const,
};

// A member call that fails has already been handled by the error catalogue (a 401 ends the
// session and asks once to sign in); retrying would only ask again.
export const memberQuery = { retry: false, staleTime: 30_000 } as const;

/** The signed-in member's info (GET /wps/member/info); loads whenever a token exists. */
export function useMemberInfo() {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: accountKeys.info(token, language),
    queryFn: () => api.call(memberInfo),
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
