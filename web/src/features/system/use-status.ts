import { useQuery } from '@tanstack/react-query';
import { systemStatus } from '@lobby/contract';
import { api } from '../../lib/api';
import { inlinedStatus } from '../../lib/first-paint';
import { systemKeys } from '../../lib/system-keys';

export { systemKeys };

/** Status info, loaded first by the shell; its errors are shown by the shell, not the catalogue. */
export function useStatus() {
  return useQuery({
    queryKey: systemKeys.status,
    queryFn: () =>
      api.call(systemStatus, {
        query: {
          device: 'MOBILE',
          // Never the fragment: it may carry a secret (an emailed reset link's token) that must
          // not reach a query string, and so the server's logs.
          url: window.location.href.split('#')[0]!.slice(0, 2048),
          originalDomain: window.location.host,
        },
        alert: false,
      }),
    staleTime: 60_000,
    retry: 1,
    // The page carries the status it was written with; the shell draws at once.
    ...inlinedStatus(),
  });
}
