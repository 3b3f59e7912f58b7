import { RTL_LANGUAGES, toBcp47 } from '@lobby/contract';

/**
 * The attributes of a merchant's text written in another language than the page's (an answer's
 * textLanguages): its lang, so it is read and hyphenated as that language, and its own direction,
 * so an English sentence inside an Urdu page keeps its full stop at the end. Nothing for a text in
 * the page's language, or from an answer cached before servers gave textLanguages.
 */
export function textLanguageAttributes(language: string | undefined): {
  lang?: string;
  dir?: 'ltr' | 'rtl';
} {
  if (!language) return {};
  return { lang: toBcp47(language), dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr' };
}
