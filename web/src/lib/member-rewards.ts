import { useQuery } from '@tanstack/react-query';
import { promoCodeEnable, rankProgress, vipLevels } from '@lobby/contract';
import { api } from './api';
import { useLanguage } from './i18n';
import { MEMBER_QUERY_SCOPE } from './member-scope';
import { useSession } from './session';

/**
 * Query keys of the VIP club and promo-code enablement, shared by the shell (which loads them as
 * soon as a token appears, SPEC section 4), the member home and the promotion pages. Member keys
 * sit under the member scope with the token, so they go with the session.
 */
export const rewardKeys = {
  rankProgress: (token: string) => [...MEMBER_QUERY_SCOPE, 'rankProgress', token] as const,
  promoCodeEnable: (token: string) => [...MEMBER_QUERY_SCOPE, 'promoCodeEnable', token] as const,
  vipLevels: (language: string) => ['vip', 'levels', language] as const,
};

// A member call that fails has already been handled by the error catalogue; retrying would ask again.
const memberQuery = { retry: false, staleTime: 60_000 } as const;

/** The member's progress on their VIP level (MCSFE_getPlayerRankProgress). */
export function useRankProgress() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: rewardKeys.rankProgress(token),
    // The card shows its own error state; a 401 still ends the session.
    queryFn: () => api.call(rankProgress, { alert: false }),
    enabled: !!token,
    ...memberQuery,
  });
}

/** Whether the merchant takes promo codes (PROMOFE_getPromoCodeEnable). */
export function usePromoCodeEnable() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: rewardKeys.promoCodeEnable(token),
    queryFn: async () => (await api.call(promoCodeEnable, { alert: false })).enabled,
    enabled: !!token,
    ...memberQuery,
  });
}

/** The merchant's VIP levels, named in the current language. */
export function useVipLevels() {
  const language = useLanguage();
  return useQuery({
    queryKey: rewardKeys.vipLevels(language),
    queryFn: () => api.call(vipLevels, { alert: false }),
    staleTime: 5 * 60_000,
  });
}
