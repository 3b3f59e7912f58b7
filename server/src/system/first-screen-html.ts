import {
  BANNER_SIZE,
  categoryOfPage,
  FIRST_SCREEN_ELEMENT_ID,
  isEntryPath,
  isInMerchantApp,
  normalizePath,
  PAGE_PATHS,
  platformDownload,
  platformOf,
  REFERRAL_BANNER_CLOSED_KEY,
  showsDownloadBar,
  STORAGE_KEYS,
  takeQueryToken,
  type FirstPaintData,
} from '@lobby/contract';
import { escapeHtml } from '../core/html.js';

/**
 * Pages whose largest first thing is the header's logo (their forms hold no bigger picture or
 * text): the header alone is their first screen. Category pages are pictured with their first
 * cards; other pages draw something of their own and start the app at once.
 */
const HEADER_ONLY_PAGES: readonly string[] = [
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.registerHtml,
];

export interface FirstScreenRequest {
  pathname: string;
  search: string;
  userAgent: string;
}

/**
 * A room the app leaves out once a session flag is set: boot.js removes it before the first paint
 * when one of these sessionStorage keys holds '1' (the player closed that bar this session, or
 * the merchant's app opened the page).
 */
const unlessSession = (...keys: string[]) => `data-unless-session="${keys.join(' ')}"`;

/**
 * The room of the top download bar as the app will draw it for a visitor. What only the browser
 * knows is left to it: the bar closed this session or a page opened by the merchant's app
 * (boot.js), and an installed app (the stylesheet).
 */
function downloadBarRoom(data: FirstPaintData, request: FirstScreenRequest): string {
  const setting = data.download;
  if (!setting) return '';
  const query = new URLSearchParams(request.search);
  const shows = showsDownloadBar({
    enabled: setting.bar.enabled,
    hiddenForSession: query.get('hideDownloadBar') === '1',
    inApp: isInMerchantApp({
      search: request.search,
      userAgent: request.userAgent,
      appUserAgentMarker: data.status.gameLaunch.appUserAgentMarker,
      rememberedInApp: false,
    }),
    installedAsPwa: false,
    hasLink: !!platformDownload(setting.links, platformOf(request.userAgent)),
    requireLogin: setting.bar.requireLogin,
    loggedIn: false,
    vipRankLevel: setting.bar.vipRankLevel,
    memberRankLevel: null,
  });
  // A strip above the page, not a prompt over it: no other prompt of the visit keeps it away.
  const flags = unlessSession(STORAGE_KEYS.hideDownloadBar, STORAGE_KEYS.inApp);
  return shows ? `<div class="download-bar-slot" ${flags}></div>` : '';
}

/** The first banner as the carousel draws it, its words in the page's language. */
function firstBanner(data: FirstPaintData): string {
  const banner = data.banners?.banners[0];
  if (!banner) return '<div class="banner-box"></div>';
  const caption = banner.caption
    ? `<span class="banner-caption"><span class="banner-caption-title">${escapeHtml(banner.caption.title)}</span>${
        banner.caption.action
          ? `<span class="banner-caption-action">${escapeHtml(banner.caption.action)}</span>`
          : ''
      }</span>`
    : '';
  return (
    `<section class="banner-carousel"><div class="banner-track"><div class="banner-slide banner-box">` +
    `<img src="${escapeHtml(banner.url)}" alt="" width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" fetchpriority="high">` +
    `${caption}</div></div></section>`
  );
}

/** Game cards a category's still first screen draws: two rows, a phone's first screen. */
const CATEGORY_STILL_CARDS = 6;

/**
 * A category page as the app draws it from the same lanes: the title's line, the search field's
 * and vendor row's rooms, then the first cards' art and names. Only for the plain grid of one
 * lane (the app's titled lanes and match lists are not pictured); undefined otherwise.
 */
function categoryGrid(data: FirstPaintData, path: string): string | undefined {
  const category = categoryOfPage(path);
  const lanes = data.lanes?.data;
  if (!category || category === 'SPORTS' || !lanes || lanes.lanes.length !== 1) return undefined;
  if (lanes.display[category] === 'matches') return undefined;
  const lane = lanes.lanes[0]!;
  if (lane.cards.length === 0) return undefined;
  const cards = lane.cards
    .slice(0, CATEGORY_STILL_CARDS)
    .map(
      (card) =>
        `<li class="game-cell"><span class="game-card"><span class="game-caption"><span class="game-name">${escapeHtml(card.displayName)}</span>` +
        // The Try pill's room, on every card as the app keeps it: its word is the app's.
        `<span class="game-pill-room"></span></span>` +
        `<span class="game-art"><img src="${escapeHtml(card.image)}" alt="" width="200" height="200"></span></span></li>`,
    )
    .join('');
  const vendorRow =
    lane.vendors.length > 1
      ? '<div class="pill-tabs vendor-tabs"><span class="pill-tab"></span></div>'
      : '';
  return (
    `<main class="content"><div class="page"><h1 class="page-title">&nbsp;</h1>` +
    `<div class="category-tools"><div class="game-search"><input disabled></div>${vendorRow}</div>` +
    `<div class="category-games"><ul class="game-grid">${cards}</ul></div></div></main>`
  );
}

/**
 * A still picture of the page's first screen, written into the app page beside the app's root:
 * the merchant's header and, on the home pages, the rooms of the download bar and the referral
 * banner and the first banner, in the app's own classes and places. It paints with the page's
 * HTML and styles, before any script has arrived; the stylesheet hides it the moment the app
 * draws into its root, which then stands where the picture stood. It holds nothing to press (the
 * app brings the controls) and nothing of a member's, and it is hidden from assistive technology,
 * which hears the splash's loading status.
 */
export function renderFirstScreen(
  data: FirstPaintData | undefined,
  request: FirstScreenRequest,
): string {
  if (!data || data.status.maintenance || data.status.regionRestriction) return '';
  // A sign-in link's token must leave the address bar at once, which the app does first thing:
  // such a page starts the app without waiting on a picture.
  if (takeQueryToken(request.search).rest !== request.search) return '';
  const path = normalizePath(request.pathname);
  const home = isEntryPath(path) || path === PAGE_PATHS.home;
  const category = home ? undefined : categoryGrid(data, path);
  if (!home && !category && !HEADER_ONLY_PAGES.includes(path)) return '';
  const { h5_logo: logo } = data.status.mobileTemplate;
  const header =
    `<header class="header"><span class="logo-link">` +
    (logo ? `<img class="logo" src="${escapeHtml(logo)}" alt="" width="120" height="30">` : '') +
    `</span><div class="header-actions"></div></header>`;
  const downloadBar = home ? downloadBarRoom(data, request) : '';
  // The referral banner's room, while the referral promotion runs (its words come with the app).
  const referral = data.available?.REFERRAL.enabled
    ? `<aside class="referral-banner" ${unlessSession(REFERRAL_BANNER_CLOSED_KEY)}><span class="referral-banner-link"></span></aside>`
    : '';
  const page = home
    ? `<main class="content"><div class="page home">${referral}${firstBanner(data)}</div></main>`
    : (category ?? '');
  return (
    `<div id="${FIRST_SCREEN_ELEMENT_ID}" class="app" aria-hidden="true">` +
    `${downloadBar}${header}${page}</div>`
  );
}
