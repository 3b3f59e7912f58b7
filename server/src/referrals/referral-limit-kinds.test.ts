import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { REFERRAL_VISITS } from './referral-limits.js';

describe('the referral visit limit kind', () => {
  it('counts a visit of the address and of its network, and drops rather than refuses', async () => {
    expect(await countersOf(REFERRAL_VISITS, { merchantCode: 'm1', ip: '198.18.7.9' })).toEqual([
      'referral:ip:m1:198.18.7.9 3600000/20',
      'referral:net:m1:198.18.7.0/24 3600000/60',
    ]);
    expect(REFERRAL_VISITS.tooMany).toBeUndefined();
  });
});
