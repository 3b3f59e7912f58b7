import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  fromBrowserLanguage,
  isUiLanguage,
  LOTTERY_LANGUAGES,
  lotteryLanguage,
  resolveLanguage,
  RTL_LANGUAGES,
  toBcp47,
  UI_LANGUAGES,
  type LanguageInputs,
} from './language.js';

// SPEC section 5, copied by hand.
const SPEC_UI =
  'CN EN ES HI ID JA KM KO MY TA TH TW VI TY UR PT PT-BR MS BN TR FR NE UR-LA TE RU SW KK LO';
const SPEC_LOTTERY = 'EN CN TW RU TH VI JA PT ES AR';
const ALL = SPEC_UI.split(' ');

describe('language lists', () => {
  it('ships exactly the 28 UI languages of the spec, once each', () => {
    expect(UI_LANGUAGES).toHaveLength(28);
    expect(new Set(UI_LANGUAGES).size).toBe(28);
    expect([...UI_LANGUAGES].sort()).toEqual([...ALL].sort());
  });

  it('has the lottery list of the spec', () => {
    expect([...LOTTERY_LANGUAGES].sort()).toEqual(SPEC_LOTTERY.split(' ').sort());
  });

  it('writes only Urdu right to left', () => {
    expect(RTL_LANGUAGES).toEqual(['UR']);
  });

  it('recognises UI languages by their exact code', () => {
    expect(isUiLanguage('PT-BR')).toBe(true);
    expect(isUiLanguage('UR-LA')).toBe(true);
    for (const code of ['en', 'AR', 'ZH', '', null, undefined])
      expect(isUiLanguage(code)).toBe(false);
  });
});

describe('fromBrowserLanguage', () => {
  const cases: [string, string | undefined][] = [
    ['zh', 'CN'],
    ['ZH', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh-Hant-TW', 'TW'],
    ['TW', 'TW'],
    ['HK', 'TW'],
    ['tl', 'TY'],
    ['PH', 'TY'],
    ['en-PH', 'TY'],
    ['en_PH', 'TY'],
    ['fil', 'TY'],
    ['fil-PH', 'TY'],
    ['pt-BR', 'PT-BR'],
    ['pt_BR', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['pt', 'PT'],
    ['en-US', 'EN'],
    ['en', 'EN'],
    [' ja-JP ', 'JA'],
    ['ms-MY', 'MS'],
    ['ko-KR', 'KO'],
    ['es-419', 'ES'],
    ['ur-PK', 'UR'],
    ['ur-Latn', 'UR-LA'],
    ['de-DE', undefined],
    ['ar', undefined],
    ['*', undefined],
    ['', undefined],
  ];

  it.each(cases)('maps %j to %s', (tag, expected) => {
    expect(fromBrowserLanguage(tag)).toBe(expected);
  });
});

describe('resolveLanguage', () => {
  const resolve = (input: Partial<LanguageInputs>) =>
    resolveLanguage({ merchantLanguages: ALL, ...input });

  it('prefers an explicit choice, then the stored one', () => {
    const all = { explicit: 'ja', stored: 'KO', browser: ['vi'], merchantDefault: 'TH' };
    expect(resolve(all)).toBe('JA');
    expect(resolve({ ...all, explicit: 'xx' })).toBe('KO');
    expect(resolve({ ...all, explicit: 'AR' })).toBe('KO');
    expect(resolve({ ...all, explicit: null, stored: 'pt-br' })).toBe('PT-BR');
  });

  it('then takes the first browser language that maps', () => {
    expect(resolve({ browser: ['de-DE', 'zh-HK', 'en'], merchantDefault: 'TH' })).toBe('TW');
    expect(resolve({ browser: ['zh'] })).toBe('CN');
    expect(resolve({ browser: ['fil-PH'] })).toBe('TY');
    expect(resolve({ browser: ['pt-BR'] })).toBe('PT-BR');
  });

  it('then the merchant default, then its first language, then EN', () => {
    expect(resolve({ browser: ['de'], merchantDefault: 'th' })).toBe('TH');
    const merchant = { merchantLanguages: ['AR', 'KO', 'VI'] };
    expect(resolve({ ...merchant, browser: ['de'], merchantDefault: 'AR' })).toBe('KO');
    expect(resolve({ ...merchant, merchantDefault: 'TH' })).toBe('KO');
    expect(resolve({ merchantLanguages: ['AR'] })).toBe('EN');
    expect(resolve({ merchantLanguages: [] })).toBe('EN');
  });

  it('skips every choice the merchant does not enable', () => {
    const merchant = { merchantLanguages: ['VI', 'TH'], merchantDefault: 'TH' };
    expect(resolve({ ...merchant, explicit: 'JA', stored: 'KO', browser: ['en'] })).toBe('TH');
    expect(resolve({ ...merchant, explicit: 'JA', browser: ['en', 'vi-VN'] })).toBe('VI');
  });

  const code = fc.oneof(
    fc.constantFrom(...ALL, 'ar', 'xx', 'pt-br', 'zh', 'en-PH', 'fil', 'ur-Latn'),
    fc.string({ maxLength: 6 }),
  );
  const inputs = fc.record({
    explicit: fc.option(code),
    stored: fc.option(code),
    browser: fc.array(code, { maxLength: 4 }),
    merchantDefault: fc.option(code),
    merchantLanguages: fc.subarray([...ALL, 'AR', 'DE', 'en']),
  });

  it('only ever chooses a UI language the merchant enables', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = resolveLanguage(input);
        const enabled = input.merchantLanguages.filter((c) => ALL.includes(c));
        expect(enabled.length ? enabled : ALL).toContain(result);
        const explicit = input.explicit?.toUpperCase() ?? '';
        if (enabled.includes(explicit)) expect(result).toBe(explicit);
      }),
    );
  });
});

describe('lotteryLanguage', () => {
  it('keeps a language the lottery has', () => {
    for (const code of SPEC_LOTTERY.split(' ')) expect(lotteryLanguage(code)).toBe(code);
  });

  it('maps PT-BR to PT and anything else to the lottery fallback VI', () => {
    expect(lotteryLanguage('PT-BR')).toBe('PT');
    for (const code of ['KO', 'TY', 'UR-LA', 'MS', 'xx']) expect(lotteryLanguage(code)).toBe('VI');
  });
});

describe('toBcp47', () => {
  it('gives the tags of the special codes', () => {
    expect(toBcp47('CN')).toBe('zh-CN');
    expect(toBcp47('TW')).toBe('zh-TW');
    expect(toBcp47('TY')).toBe('fil');
    expect(toBcp47('PT-BR')).toBe('pt-BR');
    expect(toBcp47('UR-LA')).toBe('ur-Latn');
    expect(toBcp47('MY')).toBe('my');
    expect(toBcp47('EN')).toBe('en');
    expect(toBcp47('JA')).toBe('ja');
  });

  it('gives a canonical BCP 47 tag for every UI language', () => {
    for (const code of UI_LANGUAGES) {
      const tag = toBcp47(code);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });
});
