import {
  RTL_LANGUAGES,
  THEME_CSS_VARIABLES,
  resolveLanguage,
  toBcp47,
  type Theme,
} from '@lobby/contract';
import type { MerchantConfig } from '../merchants/merchant-config.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Browser language tags from Accept-Language, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
    .slice(0, 10);
}

/**
 * The app page for one merchant: its colours, name and icons written into the page itself, and
 * the likely language and direction, so the first paint already wears the right brand. The web
 * app refines the language once it knows the player's stored choice.
 */
export function renderAppPage(
  template: string,
  merchant: MerchantConfig,
  acceptLanguage: string | undefined,
): string {
  const language = resolveLanguage({
    browser: acceptedLanguages(acceptLanguage),
    merchantDefault: merchant.defaultLanguage,
    merchantLanguages: merchant.languages,
  });
  const variables = Object.entries(THEME_CSS_VARIABLES)
    .map(([key, variable]) => `${variable}:${merchant.theme[key as keyof Theme]}`)
    .join(';');
  const { splash, favicon, apple_touch_icon: appleIcon } = merchant.mobileTemplate;
  // SPEC section 5: only https favicons and splash images are applied.
  const splashImage = splash.startsWith('https://')
    ? `;background:var(--bg) url("${encodeURI(splash)}") center/contain no-repeat`
    : '';
  const head = [
    `<style id="brand">:root{${variables}}#splash{background:var(--bg)${splashImage}}</style>`,
    favicon.startsWith('https://') ? `<link rel="icon" href="${escapeHtml(favicon)}">` : '',
    appleIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(appleIcon)}">` : '',
  ].join('');
  return template
    .replace(
      /<html[^>]*>/,
      `<html lang="${toBcp47(language)}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(merchant.name)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${merchant.theme.surface}"`,
    )
    .replace('</head>', `${head}</head>`);
}
