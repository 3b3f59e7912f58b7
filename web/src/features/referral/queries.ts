import { useQuery } from '@tanstack/react-query';
import { referralInfo } from '@lobby/contract';
import { api } from '../../lib/api';
import { MEMBER_QUERY_SCOPE } from '../../lib/member-scope';
import { useSession } from '../../lib/session';

export const referralKeys = {
  info: (token: string) => [...MEMBER_QUERY_SCOPE, 'referral', token] as const,
};

/** The signed-in member's referral code and counts (MCSFE_getReferralInfo). */
export function useReferralInfo() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: referralKeys.info(token),
    queryFn: () => api.call(referralInfo, { alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 10_000,
  });
}
