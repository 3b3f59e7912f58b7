import {
  firstPaintPlan,
  type AvailablePromotions,
  type FirstPaintData,
  type UiLanguage,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { CatalogueService } from '../games/index.js';
import { presentDownloadSetting, presentStatus } from './system-presenter.js';
import type { ClientFacts } from './system-info.js';

/** How long the app page waits for its first-paint data before going out without it. */
const FIRST_PAINT_WAIT_MS = 500;

/**
 * Reads what a page's first paint needs (status, and for the home and category pages their
 * banners and lanes) with the same services the calls answer from, so the inlined data is what
 * the calls would answer. Nothing here reads a session: the data is never a member's.
 */
export class FirstPaintService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly onError: (error: unknown) => void,
    /** The merchant's app-download and referral promotions (MCSFE_getMerchantAvailablePromotions). */
    private readonly available?: (merchant: MerchantConfig) => Promise<AvailablePromotions>,
    /** The merchant's VAPID public key, for the status's phone provider config. */
    private readonly vapidKeyOf?: (merchantCode: string) => Promise<string>,
  ) {}

  async read(
    merchant: MerchantConfig,
    language: UiLanguage,
    pathname: string,
    client: ClientFacts,
    domain = '',
  ): Promise<FirstPaintData> {
    // The page is the same for every visitor: entries for everyone, as a visitor's status has.
    const vapidKey = (await this.vapidKeyOf?.(merchant.code).catch(this.onError)) ?? '';
    const status = presentStatus(merchant, client, null, vapidKey);
    const data: FirstPaintData = {
      language,
      at: client.now.getTime(),
      status,
      download: presentDownloadSetting(merchant, domain),
    };
    // A page under maintenance or refused by region draws no catalogue.
    if (status.maintenance || status.regionRestriction) return data;
    const plan = firstPaintPlan(pathname);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), FIRST_PAINT_WAIT_MS);
    });
    // Promotions are read beside the catalogue, each within the same wait: neither holds the other.
    const available = this.available?.(merchant).catch((error: unknown) => {
      this.onError(error);
      return undefined;
    });
    try {
      const read = Promise.all([
        plan.banners ? this.catalogue.banners(merchant, plan.banners, language) : undefined,
        plan.lanes ? this.catalogue.lanes(merchant, plan.lanes) : undefined,
        plan.hotGames ? this.catalogue.hotGames(merchant, { limit: plan.hotGames }) : undefined,
      ]);
      const answer = await Promise.race([read, late]);
      const promotions = available && (await Promise.race([available, late]));
      if (promotions && promotions !== 'late') data.available = promotions;
      if (answer === 'late') {
        read.catch(this.onError);
        return data;
      }
      const [banners, lanes, hot] = answer;
      if (banners && plan.banners) data.banners = { group: plan.banners, ...banners };
      if (lanes && plan.lanes) data.lanes = { ...plan.lanes, data: lanes.data };
      if (hot && plan.hotGames) data.hotGames = { limit: plan.hotGames, games: hot.games };
    } catch (error) {
      // The page still goes out; the app asks the calls itself.
      this.onError(error);
    } finally {
      clearTimeout(timer);
    }
    return data;
  }
}
