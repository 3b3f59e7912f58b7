import { describe, expect, it } from 'vitest';
import { dayStartIn, periodWindow } from './periods.js';

const iso = (window: { start: Date; end: Date }) => [
  window.start.toISOString(),
  window.end.toISOString(),
];

describe('limit periods in a time zone', () => {
  it('runs a day from local midnight to local midnight', () => {
    // 23:30 UTC on the 2nd is 07:30 on the 3rd in Manila (+08:00).
    const at = new Date('2026-12-02T23:30:00Z');
    expect(iso(periodWindow('day', at, 'Asia/Manila'))).toEqual([
      '2026-12-02T16:00:00.000Z',
      '2026-12-03T16:00:00.000Z',
    ]);
    expect(iso(periodWindow('day', at, 'UTC'))).toEqual([
      '2026-12-02T00:00:00.000Z',
      '2026-12-03T00:00:00.000Z',
    ]);
    // 02:00 UTC on the 3rd is still the 2nd in New York (-05:00).
    expect(iso(periodWindow('day', new Date('2026-12-03T02:00:00Z'), 'America/New_York'))).toEqual([
      '2026-12-02T05:00:00.000Z',
      '2026-12-03T05:00:00.000Z',
    ]);
  });

  it('starts a week on the local Monday and a month on the local first', () => {
    // Sunday 29 November 20:00 UTC is Monday 30 November 04:00 in Manila.
    expect(iso(periodWindow('week', new Date('2026-11-29T20:00:00Z'), 'Asia/Manila'))).toEqual([
      '2026-11-29T16:00:00.000Z',
      '2026-12-06T16:00:00.000Z',
    ]);
    // 30 November 20:00 UTC is already December in Manila.
    const at = new Date('2026-11-30T20:00:00Z');
    expect(iso(periodWindow('month', at, 'Asia/Manila'))).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
    expect(iso(periodWindow('month', new Date('2026-12-31T20:00:00Z'), 'Asia/Manila'))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
  });

  it('keeps local midnight across a daylight saving change', () => {
    // Europe/Berlin moves from +02:00 to +01:00 on 25 October 2026: that day has 25 hours.
    const window = periodWindow('day', new Date('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(iso(window)).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    expect(dayStartIn('Europe/Berlin', '2026-03-29').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(dayStartIn('Europe/Berlin', '2026-03-30').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });
});
