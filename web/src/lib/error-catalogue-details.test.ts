import { beforeAll, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-catalogue';
import { setLanguage } from './i18n';

// Player protection's refusals carry their details: the words name them from the answer's value.
beforeAll(() => setLanguage('EN'));

it('names the limit passed and the end of a break with the refusal’s value', () => {
  const limit = new ApiError('failure', 'deposit.limit.reached', '', 409, undefined, undefined, {
    kind: 'deposit',
    period: 'week',
    limit: 30_000,
    remaining: 0,
    resetsAt: '2026-11-30T00:00:00.000Z',
  });
  expect(errorMessage(limit)).toContain('weekly deposit limit');
  expect(errorMessage(limit)).toMatch(/2026/);
  const timedOut = new ApiError('failure', 'protection.time.out', '', 403, undefined, undefined, {
    until: '2026-12-01T10:00:00.000Z',
  });
  expect(errorMessage(timedOut)).toMatch(/^You are taking a time-out until .*2026/);
  const forever = new ApiError(
    'failure',
    'protection.self.excluded',
    '',
    403,
    undefined,
    undefined,
    {
      until: null,
    },
  );
  expect(errorMessage(forever)).toBe('You excluded yourself for good.');
});
