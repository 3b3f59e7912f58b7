import { describe, expect, it } from 'vitest';
import { rowId } from './attribution-rows';

describe('an attribution row key', () => {
  it('tells apart rows whose parts would run together', () => {
    const a = rowId({ affiliateCode: 'ab', campaign: 'c', clickSource: '' });
    const b = rowId({ affiliateCode: 'a', campaign: 'bc', clickSource: '' });
    expect(a).not.toBe(b);
    expect(rowId({ affiliateCode: 'ab', campaign: 'c', clickSource: '' })).toBe(a);
  });
});
