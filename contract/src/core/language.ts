/** Language rules of SPEC section 5. */

/** The UI languages Lobby ships, in the spec's order. */
export const UI_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
  'RU',
  'SW',
  'KK',
  'LO',
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Languages written right to left. UR-LA is romanised Urdu and stays left to right. */
export const RTL_LANGUAGES: readonly string[] = ['UR'];

/** The lottery's own language list, and its fallbacks (SPEC section 5). */
export const LOTTERY_LANGUAGES = [
  'EN',
  'CN',
  'TW',
  'RU',
  'TH',
  'VI',
  'JA',
  'PT',
  'ES',
  'AR',
] as const;

/** True when the code is one of the UI languages. */
export function isUiLanguage(code: string | null | undefined): code is UiLanguage {
  return !!code && (UI_LANGUAGES as readonly string[]).includes(code);
}

/** Maps a browser language tag (en-US, zh-HK, fil-PH, pt-BR) to a UI language, if any. */
export function fromBrowserLanguage(tag: string): UiLanguage | undefined {
  const upper = tag.trim().replace('_', '-').toUpperCase();
  if (upper === 'EN-PH') return 'TY';
  if (isUiLanguage(upper)) return upper;
  const [base = '', region = ''] = upper.split('-');
  if (base === 'ZH') return region === 'TW' || region === 'HK' || region === 'HANT' ? 'TW' : 'CN';
  if (base === 'HK') return 'TW';
  if (base === 'TL' || base === 'PH' || base === 'FIL') return 'TY';
  if (base === 'PT' && region === 'BR') return 'PT-BR';
  if (base === 'UR' && region === 'LATN') return 'UR-LA';
  return isUiLanguage(base) ? base : undefined;
}

export interface LanguageInputs {
  explicit?: string | null;
  stored?: string | null;
  browser?: readonly string[];
  merchantDefault?: string | null;
  merchantLanguages: readonly string[];
}

/**
 * Picks the UI language: an explicit choice, else the stored choice, else the first browser
 * language that maps, else the merchant's default, else its first language, else EN; only
 * languages the merchant enables (and Lobby ships) are ever chosen.
 */
export function resolveLanguage(input: LanguageInputs): UiLanguage {
  const enabled = input.merchantLanguages.filter(isUiLanguage);
  const allowed = (code: string | null | undefined): code is UiLanguage =>
    isUiLanguage(code) && (enabled.length === 0 || enabled.includes(code));
  const explicit = input.explicit?.toUpperCase();
  if (allowed(explicit)) return explicit;
  const stored = input.stored?.toUpperCase();
  if (allowed(stored)) return stored;
  for (const tag of input.browser ?? []) {
    const mapped = fromBrowserLanguage(tag);
    if (allowed(mapped)) return mapped;
  }
  const fallback = input.merchantDefault?.toUpperCase();
  if (allowed(fallback)) return fallback;
  return enabled[0] ?? 'EN';
}

/**
 * The lottery language for a UI language: itself when the lottery has it, else the lottery's own
 * fallback, VI (SPEC section 5: "the fallback is EN (lottery VI)").
 */
export function lotteryLanguage(ui: string): (typeof LOTTERY_LANGUAGES)[number] {
  const base = ui === 'PT-BR' ? 'PT' : ui;
  return (LOTTERY_LANGUAGES as readonly string[]).includes(base)
    ? (base as (typeof LOTTERY_LANGUAGES)[number])
    : 'VI';
}

/** The BCP 47 tag of a UI language, for Intl and the document's lang attribute. */
export function toBcp47(code: string): string {
  const tags: Record<string, string> = {
    CN: 'zh-CN',
    TW: 'zh-TW',
    TY: 'fil',
    'PT-BR': 'pt-BR',
    'UR-LA': 'ur-Latn',
    MY: 'my',
    KM: 'km',
  };
  return tags[code] ?? code.toLowerCase();
}

/** The query parameter that names a page's language (each hreflang alternate carries it; seo.ts). */
export const SEO_LANGUAGE_PARAM = 'lang';
