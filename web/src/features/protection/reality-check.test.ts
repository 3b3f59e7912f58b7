import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './RealityCheck';

const session = {
  startedAt: '2026-11-26T10:00:00.000Z',
  minutes: 0,
  bets: 0,
  net: 0,
  intervalMinutes: 20,
};
const at = (time: string) => Date.parse(`2026-11-26T${time}:00.000Z`);

describe('reality check timing', () => {
  it('is due an interval after the session started, then an interval after each Continue', () => {
    expect(nextCheckAt(session, null)).toBe(at('10:20'));
    expect(nextCheckAt(session, at('10:21'))).toBe(at('10:41'));
  });

  it('a check the page missed stays due (it is shown at once, never skipped)', () => {
    expect(nextCheckAt(session, null)).toBeLessThan(at('10:45'));
  });
});
