import { describe, expect, it } from 'vitest';
import { FIRST_FILTERS, lastPageOf, readFilters } from './withdrawal-filters';

const read = (changes: Partial<typeof FIRST_FILTERS>, language = 'EN') =>
  readFilters({ ...FIRST_FILTERS, ...changes }, 'PHP', language);

describe('the queue filters as a query', () => {
  it('opens on pending requests in queue order, filtering nothing else', () => {
    expect(read({})).toEqual({
      query: {
        status: 'pending',
        userName: undefined,
        minAmount: undefined,
        maxAmount: undefined,
        minAgeHours: undefined,
        sort: 'queue',
      },
    });
  });

  it('reads amounts in minor units, a trimmed name and whole hours', () => {
    const reading = read({
      status: '',
      userName: '  alice ',
      minAmount: '1,000.50',
      maxAmount: '20000',
      minAgeHours: ' 12 ',
      sort: 'largest',
    });
    expect(reading).toEqual({
      query: {
        status: undefined,
        userName: 'alice',
        minAmount: 100050,
        maxAmount: 2000000,
        minAgeHours: 12,
        sort: 'largest',
      },
    });
  });

  it('refuses an amount that is not one', () => {
    expect(read({ minAmount: 'abc' })).toEqual({ error: 'withdrawals.amountInvalid' });
    expect(read({ maxAmount: '1.2.3' })).toEqual({ error: 'withdrawals.amountInvalid' });
  });

  it('refuses a waiting time that is not whole hours of at most five digits', () => {
    expect(read({ minAgeHours: '1.5' })).toEqual({ error: 'withdrawals.ageInvalid' });
    expect(read({ minAgeHours: '123456' })).toEqual({ error: 'withdrawals.ageInvalid' });
    expect(read({ minAgeHours: '-1' })).toEqual({ error: 'withdrawals.ageInvalid' });
  });

  it('checks amounts before the waiting time', () => {
    expect(read({ minAmount: 'x', minAgeHours: 'y' })).toEqual({
      error: 'withdrawals.amountInvalid',
    });
  });
});

describe('the last page', () => {
  it('is 1 for an empty queue and rounds a partial page up', () => {
    expect(lastPageOf(0, 20)).toBe(1);
    expect(lastPageOf(20, 20)).toBe(1);
    expect(lastPageOf(21, 20)).toBe(2);
  });
});
