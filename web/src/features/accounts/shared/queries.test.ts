import { describe, expect, it } from 'vitest';
import { MEMBER_QUERY_SCOPE } from '../../../lib/member-scope';
import { accountKeys } from './queries';

describe('accountKeys.info', () => {
  it('is one entry per token and language, as the VIP label comes worded in the language', () => {
    expect(accountKeys.info('t1', 'EN')).not.toEqual(accountKeys.info('t1', 'TH'));
    expect(accountKeys.info('t1', 'EN')).not.toEqual(accountKeys.info('t2', 'EN'));
    expect(accountKeys.info('t1', 'EN').slice(0, MEMBER_QUERY_SCOPE.length)).toEqual([
      ...MEMBER_QUERY_SCOPE,
    ]);
  });
});
