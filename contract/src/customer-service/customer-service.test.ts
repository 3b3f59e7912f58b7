import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customerServiceEntriesFor, customerServiceKey } from './customer-service.js';

const entry = (name: string, labelIds: string[] = []) => ({ name, labelIds });

describe('customer-service label filter', () => {
  const everyone = entry('everyone');
  const gold = entry('gold', ['GOLD']);
  const goldOrSilver = entry('gold-or-silver', ['SILVER', 'GOLD']);
  const entries = [everyone, gold, goldOrSilver];

  it('gives a player without a label the entries without labelIds', () => {
    expect(customerServiceEntriesFor(entries, null)).toEqual([everyone]);
    expect(customerServiceEntriesFor(entries, undefined)).toEqual([everyone]);
    expect(customerServiceEntriesFor(entries, '')).toEqual([everyone]);
  });

  it('gives a labelled player only the entries naming the label, in order', () => {
    expect(customerServiceEntriesFor(entries, 'GOLD')).toEqual([gold, goldOrSilver]);
    expect(customerServiceEntriesFor(entries, 'SILVER')).toEqual([goldOrSilver]);
  });

  it('falls back to the entries for everyone when no entry names the label', () => {
    expect(customerServiceEntriesFor(entries, 'BRONZE')).toEqual([everyone]);
  });

  it('answers nothing when no entry fits', () => {
    expect(customerServiceEntriesFor([gold], null)).toEqual([]);
    expect(customerServiceEntriesFor([], 'GOLD')).toEqual([]);
  });

  it('never answers an entry of another label, and always a subset', () => {
    const label = fc.constantFrom('A', 'B', 'C');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ name: fc.string(), labelIds: fc.uniqueArray(label as fc.Arbitrary<string>) }),
        ),
        fc.option(label),
        (list, labelId) => {
          const chosen = customerServiceEntriesFor(list, labelId);
          for (const item of chosen) {
            expect(list).toContain(item);
            expect(item.labelIds.length === 0 || item.labelIds.includes(labelId ?? '')).toBe(true);
          }
          const named = list.filter((item) => labelId && item.labelIds.includes(labelId));
          if (named.length > 0) expect(chosen).toEqual(named);
        },
      ),
    );
  });
});

describe('customer-service key', () => {
  it('is the last 8 characters of the encrypted path', () => {
    expect(customerServiceKey('demo-support-0000abcd')).toBe('0000abcd');
    expect(customerServiceKey('short')).toBe('short');
  });
});
