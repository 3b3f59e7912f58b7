import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { TRACKED_EVENTS } from './attribution-limits.js';

describe('the tracked events limit kind', () => {
  it('counts a request of the address and of its network, and drops rather than refuses', async () => {
    expect(await countersOf(TRACKED_EVENTS, { merchantCode: 'm1', ip: '198.18.7.9' })).toEqual([
      'events:ip:m1:198.18.7.9 3600000/120',
      'events:net:m1:198.18.7.0/24 3600000/400',
    ]);
    expect(TRACKED_EVENTS.tooMany).toBeUndefined();
  });
});
