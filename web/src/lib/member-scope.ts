import type { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** The query-key root of every member-only query: its data belongs to one session. */
export const MEMBER_QUERY_SCOPE = ['member'] as const;

/**
 * Drops every member query when the session ends or changes hands, so member info is empty the
 * moment the token is cleared (SPEC section 4), whoever cleared it. Answers the unsubscribe.
 */
export function bindMemberQueriesToSession(queryClient: QueryClient): () => void {
  let token = session.get()?.token;
  return session.subscribe(() => {
    const next = session.get()?.token;
    if (next === token) return;
    token = next;
    queryClient.removeQueries({ queryKey: MEMBER_QUERY_SCOPE });
  });
}
