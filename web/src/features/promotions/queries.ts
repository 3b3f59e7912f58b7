import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimPromotion,
  memberPromotions,
  promotionCategories,
  promotionDetail,
  promotionList,
  type CallBody,
} from '@lobby/contract';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { MEMBER_QUERY_SCOPE } from '../../lib/member-scope';
import { useSession } from '../../lib/session';
import { refreshWallet } from '../../lib/wallet-balance';

/**
 * Query keys of the promotions feature. Titles and category names come in the request's
 * language, so every key carries it: a language change asks again (SPEC section 4).
 */
export const promotionKeys = {
  categories: (language: string) => ['promotions', 'categories', language] as const,
  list: (language: string, category: string | null) =>
    ['promotions', 'list', language, category ?? 'ALL'] as const,
  detail: (language: string, id: string) => ['promotions', 'detail', language, id] as const,
  mine: (token: string, language: string) =>
    [...MEMBER_QUERY_SCOPE, 'promotions', token, language] as const,
  claim: ['promotions', 'claim'] as const,
};

// Lists show their own error state with Retry, so alert: false.
const listQuery = { staleTime: 60_000 } as const;

export function usePromotionCategories() {
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.categories(language),
    queryFn: async () => (await api.call(promotionCategories, { alert: false })).categories,
    ...listQuery,
  });
}

export function usePromotionList(category: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.list(language, category),
    queryFn: async () =>
      (
        await api.call(promotionList, {
          query: { category: category ?? undefined },
          alert: false,
        })
      ).promotions,
    ...listQuery,
  });
}

/** One promotion; an unknown or ended one is an answer to show, not an alert. */
export function usePromotionDetail(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.detail(language, id),
    queryFn: () => api.call(promotionDetail, { query: { id }, alert: false }),
    enabled: !!id,
    retry: false,
    ...listQuery,
  });
}

/** Which current promotions the member has claimed. */
export function useMemberPromotions() {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.mine(token, language),
    queryFn: async () => (await api.call(memberPromotions, { alert: false })).promotions,
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * Claims a promotion or a promo code. The panel says the answer and any refusal under the button
 * (alert: false), so no dialog or toast covers the promotion; a credited bonus moves the balance,
 * so the wallet is asked for again.
 */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: promotionKeys.claim,
    mutationFn: (body: CallBody<typeof claimPromotion>) =>
      api.call(claimPromotion, { body, alert: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_SCOPE, 'promotions'] }),
        refreshWallet(queryClient),
      ]),
  });
}
