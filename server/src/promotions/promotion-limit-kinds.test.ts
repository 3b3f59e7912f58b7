import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { PROMO_CODE_TRIES } from './promotion-limits.js';

describe('the promo code limit kind', () => {
  it('counts a try of the member, then of the address', async () => {
    const parts = { merchantCode: 'm1', memberId: 42, ip: '198.18.7.9' };
    expect(await countersOf(PROMO_CODE_TRIES, parts)).toEqual([
      'promo:member:m1:42 3600000/10',
      'promo:ip:m1:198.18.7.9 3600000/30',
    ]);
  });
});
