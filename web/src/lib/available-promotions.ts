import { useQuery } from '@tanstack/react-query';
import { merchantAvailablePromotions } from '@lobby/contract';
import { api } from './api';
import { inlinedAvailable } from './first-paint';

export const availableKeys = { all: ['promotions', 'available'] as const };

/**
 * Whether the merchant runs an app-download and a referral promotion
 * (MCSFE_getMerchantAvailablePromotions), for the Invite tab, the referral banner and the
 * download bar's gift; the page carries the answer it was written with.
 */
export function useAvailablePromotions() {
  return useQuery({
    queryKey: availableKeys.all,
    queryFn: () => api.call(merchantAvailablePromotions, { alert: false, auth: false }),
    staleTime: 5 * 60_000,
    retry: false,
    ...inlinedAvailable(),
  });
}
