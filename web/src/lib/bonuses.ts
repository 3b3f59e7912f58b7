import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  depositBonusOffers,
  forfeitBonus,
  memberBonuses,
  type BonusView,
  type CallBody,
} from '@lobby/contract';
import { api } from './api';
import { useLanguage } from './i18n';
import { useSession } from './session';
import { refreshWallet, walletKeys } from './wallet-balance';

/**
 * Query keys of bonuses. They sit under the wallet's keys, so whatever moves money (a bet, a
 * deposit, a claim, a forfeit) asks for them again with the balance; titles come in the request's
 * language, so the keys carry it.
 */
export const bonusKeys = {
  mine: (token: string, language: string) =>
    [...walletKeys.all, 'bonuses', token, language] as const,
  depositOffers: (token: string, language: string) =>
    [...walletKeys.all, 'depositBonusOffers', token, language] as const,
  forfeit: ['wallet', 'forfeitBonus'] as const,
};

/** The bonuses a member holds now: the active one and those queued behind it. */
export const isHeld = (bonus: BonusView) => bonus.state === 'active' || bonus.state === 'queued';

/** The member's bonuses with their wagering progress (GET /wps/member/bonuses). */
export function useMemberBonuses() {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: bonusKeys.mine(token, language),
    // The list shows its own error state with Retry; a 401 still ends the session.
    queryFn: () => api.call(memberBonuses, { alert: false }),
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/** The deposit matches the member may take with the next deposit. */
export function useDepositBonusOffers() {
  const token = useSession()?.token ?? '';
  const language = useLanguage();
  return useQuery({
    queryKey: bonusKeys.depositOffers(token, language),
    queryFn: async () => (await api.call(depositBonusOffers, { alert: false })).offers,
    enabled: !!token,
    retry: false,
    staleTime: 30_000,
  });
}

/** Gives up a bonus; the balance, bonuses and history are asked for again after it. */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bonusKeys.forfeit,
    mutationFn: (body: CallBody<typeof forfeitBonus>) => api.call(forfeitBonus, { body }),
    onSettled: () => refreshWallet(queryClient),
  });
}
