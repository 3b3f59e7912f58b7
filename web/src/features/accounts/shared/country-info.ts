import { useQuery } from '@tanstack/react-query';
import { systemCountry } from '@lobby/contract';
import { api } from '../../../lib/api';
import { systemKeys } from '../../../lib/system-keys';

// Its own module: the sign-in page's number field reads it without pulling in registration.

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
