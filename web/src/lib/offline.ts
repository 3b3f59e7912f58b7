import { ApiError } from './api-client';
import { ChunkLoadError } from './lazy-page';

/** True when a failure is the network's, not the server's: no answer came, or no page code. */
export function isNetworkFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.kind === 'network') || error instanceof ChunkLoadError;
}

/** The parts of a TanStack Query result that say whether it waits for the network. */
export interface QueryNetworkState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/**
 * A query that has nothing to show for want of a network: paused by TanStack while the browser is
 * offline, or failed with no answer. It fetches again by itself once the browser is back online.
 */
export function isOfflineQuery(query: QueryNetworkState): boolean {
  if (query.isPending) return query.fetchStatus === 'paused';
  return query.isError && isNetworkFailure(query.error);
}
