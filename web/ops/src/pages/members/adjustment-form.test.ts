import { describe, expect, it } from 'vitest';
import { OPS_REASON_MIN } from '@lobby/contract';
import { readAdjustment, signedAmount } from './adjustment-form';

const reason = 'x'.repeat(OPS_REASON_MIN);

describe('a balance adjustment as typed', () => {
  it('reads the amount in minor units when amount and reason are fine', () => {
    expect(readAdjustment('1,234.50', reason, 'PHP', 'EN')).toEqual({
      minor: 123_450,
      problems: { amount: undefined, reason: undefined },
    });
  });

  it('names each problem, and gives no amount while either stands', () => {
    expect(readAdjustment('abc', reason, 'PHP', 'EN')).toEqual({
      minor: undefined,
      problems: { amount: 'adjust.amountInvalid', reason: undefined },
    });
    const short = readAdjustment('10', ` ${'x'.repeat(OPS_REASON_MIN - 1)} `, 'PHP', 'EN');
    expect(short).toEqual({ minor: undefined, problems: { reason: 'adjust.reasonShort' } });
  });

  it('credits add and debits take away', () => {
    expect(signedAmount('credit', 500)).toBe(500);
    expect(signedAmount('debit', 500)).toBe(-500);
  });
});
