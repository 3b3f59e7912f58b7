import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { calls, type CallBody, type CallQuery } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export type AuditQuery = CallQuery<typeof calls.opsAuditLog>;
export type AuditFilters = CallBody<typeof calls.opsAuditExport>;

export const auditKeys = {
  all: ['ops', 'audit'] as const,
  page: (query: AuditQuery) => [...auditKeys.all, 'page', query] as const,
};

/** One page of the audit log under the filters. */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.page(query),
    queryFn: () => opsRequest(calls.opsAuditLog, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Exports the filtered log as CSV and hands it to the browser as a download. */
export function useAuditExport() {
  return useMutation({
    mutationFn: (filters: AuditFilters) => opsRequest(calls.opsAuditExport, { body: filters }),
    onSuccess: ({ filename, csv }) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
