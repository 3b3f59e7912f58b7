import { describe, expect, it } from 'vitest';
import { normalizeReferralCode, referralCodeOf, referralLink } from './referral.js';
import { guardRoute, PAGE_PATHS } from '../core/routes.js';

describe('referral codes and links (SPEC section 2)', () => {
  it('reads referralCode, else r, trimmed and upper-cased', () => {
    expect(referralCodeOf('?r=ab12cd34')).toBe('AB12CD34');
    expect(referralCodeOf('?referralCode=xy&r=zz')).toBe('XY');
    expect(referralCodeOf('?r=%20%20')).toBeUndefined();
    expect(referralCodeOf('')).toBeUndefined();
    expect(normalizeReferralCode(' q1 ')).toBe('Q1');
  });

  it('links to registration carrying the code as r, which registration reads back', () => {
    const link = referralLink('https://www.site.example', 'AB12CD34');
    expect(link).toBe('https://www.site.example/m/register?r=AB12CD34');
    expect(referralCodeOf(new URL(link).search)).toBe('AB12CD34');
  });

  it('keeps /m/inviteFriends public', () => {
    expect(
      guardRoute({ pathname: PAGE_PATHS.inviteFriends, search: '', hasSession: false }),
    ).toEqual({ kind: 'allow' });
  });
});
