import { describe, expect, it } from 'vitest';
import { textLanguageAttributes } from './text-language';

describe('textLanguageAttributes', () => {
  it('marks a text in another language with its lang and its own direction', () => {
    expect(textLanguageAttributes('EN')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguageAttributes('TH')).toEqual({ lang: 'th', dir: 'ltr' });
    expect(textLanguageAttributes('CN')).toEqual({ lang: 'zh-CN', dir: 'ltr' });
    expect(textLanguageAttributes('UR')).toEqual({ lang: 'ur', dir: 'rtl' });
  });

  it('adds nothing to a text in the page’s language', () => {
    expect(textLanguageAttributes(undefined)).toEqual({});
    expect(textLanguageAttributes('')).toEqual({});
  });
});
