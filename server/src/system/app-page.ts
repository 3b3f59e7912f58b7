import {
  FIRST_PAINT_ELEMENT_ID,
  FIRST_SCREEN_ELEMENT_ID,
  LIMITS,
  RTL_LANGUAGES,
  THEME_CSS_VARIABLES,
  faviconOf,
  resolveLanguage,
  inlineJson,
  toBcp47,
  type FirstPaintData,
  type UiLanguage,
  type Theme,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { MerchantIcons } from './app-icons.js';
import { escapeHtml } from '../core/html.js';

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

/** The language a page is drawn in before the web app knows the player's stored choice. */
export function pageLanguage(
  merchant: MerchantConfig,
  acceptLanguage: string | undefined,
  /** The page's own language (?lang=, each hreflang alternate's), when the merchant offers it. */
  explicit?: string,
): UiLanguage {
  return resolveLanguage({
    explicit,
    browser: acceptedLanguages(acceptLanguage),
    merchantDefault: merchant.defaultLanguage,
    merchantLanguages: merchant.languages,
  });
}

/** The first-paint data and, when the page opens on a banner, a hint to fetch its image early. */
function firstPaintHead(data: FirstPaintData | undefined): string {
  if (!data) return '';
  const firstBanner = data.banners?.banners[0]?.url;
  const preload = firstBanner
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(firstBanner)}">`
    : '';
  return `${preload}<script id="${FIRST_PAINT_ELEMENT_ID}" type="application/json">${inlineJson(data)}</script>`;
}

/** The script that starts the app once a still first screen has painted (web/public/boot.js). */
export const BOOT_SCRIPT = '/m/boot.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const screen = `#${FIRST_SCREEN_ELEMENT_ID}`;
/**
 * With a still first screen: the empty root takes no room, so the picture stands where the app
 * will draw; the picture goes the moment the app draws; an installed app has no download bar;
 * and the splash leaves at its minimum (SPEC section 9) without waiting for the app, since the
 * picture beneath it is the page's first screen.
 */
const FIRST_SCREEN_STYLE =
  `#root:empty{min-height:0}#root:not(:empty)+${screen}{display:none}` +
  `@media (display-mode:standalone){${screen} .download-bar-slot{display:none}}` +
  `#splash{animation:splash-out 0s ${LIMITS.splashMinimumMs + LIMITS.splashExtraMs}ms forwards}` +
  `@keyframes splash-out{to{visibility:hidden}}`;

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Writes the still first screen beside the app's root, and lets boot.js start the app once it has
 * painted. The app's code is fetched from then on, all of it at once (boot.js writes the page's
 * module preloads then): fetched beside the first screen's styles and pictures, it would only
 * share the slow network with them and put off that first paint.
 */
function withFirstScreen(page: string, firstScreen: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!firstScreen || !entry) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script src="${BOOT_SCRIPT}" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
    )
    .replace('</head>', () => `<style>${FIRST_SCREEN_STYLE}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${firstScreen}`);
}

/**
 * The app page for one merchant: its colours, name and icons written into the page itself, and
 * the likely language and direction, so the first paint already wears the right brand. The web
 * app refines the language once it knows the player's stored choice. With first-paint data the
 * page also carries what its first screen draws, so it waits on no call; preloads name the
 * scripts and styles it needs at once beyond the entry's own (its language's messages, the first
 * screen's chunks).
 */
export function renderAppPage(
  template: string,
  merchant: MerchantConfig,
  language: UiLanguage,
  firstPaint?: FirstPaintData,
  preloads: { scripts: readonly string[]; styles: readonly string[] } = { scripts: [], styles: [] },
  icons?: Pick<MerchantIcons, 'appleTouchIcon'>,
  firstScreen = '',
  /** The page's meta block (seo.ts): its title replaces the merchant's name alone. */
  seo = '',
): string {
  const variables = Object.entries(THEME_CSS_VARIABLES)
    .map(([key, variable]) => `${variable}:${merchant.theme[key as keyof Theme]}`)
    .join(';');
  const { splash, h5_logo: logo } = merchant.mobileTemplate;
  // iOS takes no SVG for a home-screen icon: the PNG drawn from it, when there is one.
  const appleIcon = icons?.appleTouchIcon ?? merchant.mobileTemplate.apple_touch_icon;
  const favicon = faviconOf(merchant.mobileTemplate);
  // SPEC section 5: only https favicons and splash images are applied.
  const splashImage = splash.startsWith('https://')
    ? `;background:var(--bg) url("${encodeURI(splash)}") center/contain no-repeat`
    : '';
  const head = [
    `<style id="brand">:root{${variables}}#splash{background:var(--bg)${splashImage}}</style>`,
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}">` : '',
    // The header's logo is fetched with the page, so it is there when the header first paints.
    logo ? `<link rel="preload" as="image" href="${escapeHtml(logo)}">` : '',
    appleIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(appleIcon)}">` : '',
    firstPaintHead(firstPaint),
    ...preloads.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    // The first screen's styles, which its lazy chunks would otherwise add only once they ran.
    ...preloads.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
  return withFirstScreen(
    template
      .replace(
        /<html[^>]*>/,
        `<html lang="${toBcp47(language)}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`,
      )
      // The template's icon is the demo merchant's: every merchant gets its own, or none.
      .replace(/<link rel="icon"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => seo || `<title>${escapeHtml(merchant.name)}</title>`)
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${merchant.theme.surface}"`,
      )
      .replace('</head>', () => `${head}</head>`),
    firstScreen,
  );
}
