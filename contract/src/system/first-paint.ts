import type { Banner, GameCard, GameVendorData } from '../games/game-calls.js';
import type { DownloadSetting } from './download-calls.js';
import type { StatusInfo } from './system-calls.js';
import { categoryOfPage, type GameCategory } from '../games/games.js';
import type { UiLanguage } from '../core/language.js';
import { ENTRY_PATHS, PAGE_PATHS } from '../core/routes.js';

/**
 * What the server writes into the app page so the first paint waits on no round trip (the
 * status facts, and on the home and category pages their first banners and lanes). It is the
 * same for every visitor of a merchant in one language from one address: never a member's data.
 */

/** The id of the `<script type="application/json">` element that carries the data. */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/**
 * The id of the still picture of the first screen the server writes beside the app's root (the
 * header and, on home, the first banner), shown until the app draws.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** The performance mark web sets once the app first draws; the timing beacon's fs is its time. */
export const FIRST_SCREEN_MARK = 'lobby:fs';

/** The banner artwork's intrinsic size: 2:1, like its box. */
export const BANNER_SIZE = { width: 720, height: 360 } as const;

/** The banner group of the home page. */
export const HOME_BANNER_GROUP = 'm_home';
/** How many cards a lane of the home page shows (the hot lane too) before "All" leads on. */
export const HOME_LANE_CARDS = 9;

/** What a page's first paint needs beyond status: the same calls, with the same parameters. */
export interface FirstPaintPlan {
  banners?: string;
  lanes?: { category?: GameCategory; limit?: number };
  hotGames?: number;
}

export interface FirstPaintData {
  /** The language the banners and titles are in; the web app uses them only in it. */
  language: UiLanguage;
  /** When the server read them (epoch ms), so queries refresh them in the background. */
  at: number;
  status: StatusInfo;
  /** WPSCORE_getDownloadSetting for the page's host, so the download bar's room is known at once. */
  download?: DownloadSetting;
  /** MCSFE_getMerchantAvailablePromotions, so the Invite tab and referral banner need no wait. */
  available?: AvailablePromotions;
  banners?: { group: string; banners: Banner[] };
  lanes?: { category?: GameCategory; limit?: number; data: GameVendorData };
  hotGames?: { limit: number; games: GameCard[] };
}

/** What MCSFE_getMerchantAvailablePromotions answers. */
export interface AvailablePromotions {
  APP_DOWNLOAD: { enabled: boolean; count: number };
  REFERRAL: { enabled: boolean; count: number };
}

/** The calls the first paint of a page draws from, besides status. */
export function firstPaintPlan(pathname: string): FirstPaintPlan {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === PAGE_PATHS.home || ENTRY_PATHS.includes(path)) {
    return {
      banners: HOME_BANNER_GROUP,
      lanes: { limit: HOME_LANE_CARDS },
      hotGames: HOME_LANE_CARDS,
    };
  }
  const category = categoryOfPage(path);
  return category ? { lanes: { category } } : {};
}

/**
 * JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can end or change it,
 * and the line separators that older parsers refuse are escaped too.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
