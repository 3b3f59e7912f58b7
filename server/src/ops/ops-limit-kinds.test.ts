import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import { OPERATOR_SIGN_IN } from './ops-limits.js';

describe('the operator sign-in limit kind', () => {
  it('counts the address, its network and the case-folded name', async () => {
    const parts = { merchantCode: 'm1', ip: '2001:db8:aa:bb::1', username: 'Admin' };
    expect(await countersOf(OPERATOR_SIGN_IN, parts)).toEqual([
      'ops:ip:m1:2001:db8:aa:bb::1 900000/10',
      'ops:net:m1:2001:db8:aa:bb::/64 900000/30',
      'ops:acct:m1:admin 900000/20',
    ]);
  });
});
