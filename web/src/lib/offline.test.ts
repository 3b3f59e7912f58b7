import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { ChunkLoadError } from './lazy-page';
import { isNetworkFailure, isOfflineQuery } from './offline';

const noAnswer = new ApiError('network', 'network_error', 'Failed to fetch');
const refused = new ApiError('failure', 'game.not.found', 'No such game', 400);

describe('offline classification', () => {
  it('counts no answer and page code that did not arrive as the network, not a refusal', () => {
    expect(isNetworkFailure(noAnswer)).toBe(true);
    expect(isNetworkFailure(new ChunkLoadError(new TypeError('x'), () => undefined))).toBe(true);
    expect(isNetworkFailure(refused)).toBe(false);
    expect(isNetworkFailure(new ApiError('timeout', 'timeout', 'slow'))).toBe(false);
    expect(isNetworkFailure(new Error('bug'))).toBe(false);
  });

  it('calls a query offline when TanStack paused it or it failed for want of a network', () => {
    const base = { isPending: false, isError: false, error: null, fetchStatus: 'idle' } as const;
    expect(isOfflineQuery({ ...base, isPending: true, fetchStatus: 'paused' })).toBe(true);
    expect(isOfflineQuery({ ...base, isPending: true, fetchStatus: 'fetching' })).toBe(false);
    expect(isOfflineQuery({ ...base, isError: true, error: noAnswer })).toBe(true);
    expect(isOfflineQuery({ ...base, isError: true, error: refused })).toBe(false);
    expect(isOfflineQuery(base)).toBe(false);
  });
});
