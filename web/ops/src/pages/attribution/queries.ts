import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls, type CallQuery } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export type AttributionQuery = CallQuery<typeof calls.opsAttributionReport>;

export const attributionKeys = {
  all: ['ops', 'attribution'] as const,
  report: (query: AttributionQuery) => [...attributionKeys.all, 'report', query] as const,
};

/** The merchant's attribution report of the last days. */
export function useAttributionReport(query: AttributionQuery) {
  return useQuery({
    queryKey: attributionKeys.report(query),
    queryFn: () => opsRequest(calls.opsAttributionReport, { query }),
    placeholderData: keepPreviousData,
  });
}
