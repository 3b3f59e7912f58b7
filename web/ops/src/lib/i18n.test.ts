import { describe, expect, it } from 'vitest';
import CN from '../locales/CN.json';
import { setLanguage, t } from './i18n';

describe('console translations', () => {
  it('pick the plural form of a count where the language has one', async () => {
    await setLanguage('EN');
    expect(t('push.queued', { count: 1 })).toBe('Queued for 1 subscription.');
    expect(t('push.queued', { count: 3 })).toBe('Queued for 3 subscriptions.');
    await setLanguage('CN');
    expect(t('push.queued', { count: 1 })).toBe(CN['push.queued'].replace('{{count}}', '1'));
  });

  it('show an unknown key as itself', async () => {
    await setLanguage('EN');
    expect(t('no.such.key', { count: 1 })).toBe('no.such.key');
  });
});
