import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage, t } from './i18n';

describe('t', () => {
  afterAll(() => setLanguage('EN'));

  it("writes numbers in the language's own digits, as amounts and dates are", async () => {
    await setLanguage('MY');
    expect(t('games.count', { count: 12 })).toContain('၁၂');
    // A value given as text (a code, a formatted amount) is shown as it came.
    expect(t('games.count', { count: '12' })).toContain('12');
    await setLanguage('EN');
    expect(t('games.count', { count: 12 })).toBe('12 games');
  });
});
