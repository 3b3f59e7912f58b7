import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls, type CallQuery } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export type InboxQuery = CallQuery<typeof calls.opsInboxList>;

export const inboxKeys = {
  all: ['ops', 'inbox'] as const,
  list: (query: InboxQuery) => [...inboxKeys.all, query] as const,
};

/** What the demo merchant's local adapters sent, newest first; asked again every 10 s. */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: () => opsRequest(calls.opsInboxList, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    retry: false,
  });
}
