import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { calls, type CallBody, type CallQuery } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export type DashboardQuery = CallQuery<typeof calls.opsDashboard>;
export type DashboardRange = CallBody<typeof calls.opsDashboardExport>;
export type DashboardRumQuery = CallQuery<typeof calls.opsDashboardRum>;

export const dashboardKeys = {
  all: ['ops', 'dashboard'] as const,
  range: (query: DashboardQuery) => [...dashboardKeys.all, query] as const,
  rum: (query: DashboardRumQuery) => [...dashboardKeys.all, 'rum', query] as const,
};

/** The merchant's daily figures over a range (by default the last 30 days). */
export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: dashboardKeys.range(query),
    queryFn: () => opsRequest(calls.opsDashboard, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Real players' page timings per day and page over a range; off while the range is too long. */
export function useDashboardRum(query: DashboardRumQuery, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.rum(query),
    queryFn: () => opsRequest(calls.opsDashboardRum, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Exports the range's figures or timings as CSV (audited) and hands the file to the browser. */
export function useDashboardExport() {
  return useMutation({
    mutationFn: (range: DashboardRange) => opsRequest(calls.opsDashboardExport, { body: range }),
    onSuccess: ({ fileName, csv }) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
