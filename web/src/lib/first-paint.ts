import {
  FIRST_PAINT_ELEMENT_ID,
  type AvailablePromotions,
  type Banner,
  type DownloadSetting,
  type FirstPaintData,
  type GameCard,
  type GameCategory,
  type GameVendorData,
  type StatusInfo,
} from '@lobby/contract';

let read = false;
let data: FirstPaintData | undefined;

/** What the server wrote into the page for its first screen (server/src/services/first-paint.ts). */
function firstPaint(): FirstPaintData | undefined {
  if (!read) {
    read = true;
    const element = document.getElementById(FIRST_PAINT_ELEMENT_ID);
    try {
      data = element?.textContent ? (JSON.parse(element.textContent) as FirstPaintData) : undefined;
    } catch {
      // A page cut short by the network: the queries ask the calls themselves.
      data = undefined;
    }
  }
  return data;
}

/** A query's initial data and when the server read it, so it refreshes once stale. */
export interface Inlined<T> {
  initialData: T;
  initialDataUpdatedAt: number;
}

function inlined<T>(value: T | undefined, at: number): Inlined<T> | undefined {
  return value === undefined ? undefined : { initialData: value, initialDataUpdatedAt: at };
}

export function inlinedStatus(): Inlined<StatusInfo> | undefined {
  const page = firstPaint();
  return page && inlined(page.status, page.at);
}

/** Banners, lanes and hot games are in the page's language; another language asks again. */
export function inlinedBanners(language: string, group: string): Inlined<Banner[]> | undefined {
  const page = firstPaint();
  if (!page || page.language !== language || page.banners?.group !== group) return undefined;
  return inlined(page.banners.banners, page.at);
}

export function inlinedLanes(
  language: string,
  category: GameCategory | undefined,
  limit: number | undefined,
): Inlined<GameVendorData> | undefined {
  const page = firstPaint();
  const lanes = page?.lanes;
  if (!page || !lanes || page.language !== language) return undefined;
  if (lanes.category !== category || lanes.limit !== limit) return undefined;
  return inlined(lanes.data, page.at);
}

export function inlinedHotGames(language: string, limit: number): Inlined<GameCard[]> | undefined {
  const page = firstPaint();
  if (!page || page.language !== language || page.hotGames?.limit !== limit) return undefined;
  return inlined(page.hotGames.games, page.at);
}

/** The download setting the page was written with (for its own host). */
export function inlinedDownload(): Inlined<DownloadSetting> | undefined {
  const page = firstPaint();
  return page && inlined(page.download, page.at);
}

/** The app-download and referral promotions the page was written with. */
export function inlinedAvailable(): Inlined<AvailablePromotions> | undefined {
  const page = firstPaint();
  return page && inlined(page.available, page.at);
}
