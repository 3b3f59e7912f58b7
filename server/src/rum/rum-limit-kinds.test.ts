import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { RUM_BEACONS } from './rum-limits.js';

describe('the real-user beacon limit kind', () => {
  it('counts a beacon of the address and of its network, an hour and a day', async () => {
    expect(await countersOf(RUM_BEACONS, { merchantCode: 'm1', ip: '198.18.7.9' })).toEqual([
      'rum:ip:m1:198.18.7.9 3600000/20',
      'rum:net:m1:198.18.7.0/24 3600000/100',
      'rum:netday:m1:198.18.7.0/24 86400000/500',
    ]);
    expect(RUM_BEACONS.tooMany).toBeUndefined();
  });
});
