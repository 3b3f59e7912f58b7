import type { PostbackDestination, TrackedEventName } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { StoredS2sInfo } from './s2s-info-repository.js';

/**
 * Where one event of one member is posted back: AppsFlyer when the app passed an AppsFlyer id,
 * Adjust when it passed a device id and the merchant has an event token for it, the affiliate
 * network when the member came with a click id and the merchant posts that event; a demo
 * merchant without any of them logs the postback instead (the local adapter).
 */
export function postbackDestinations(
  merchant: Pick<MerchantConfig, 'demo' | 'postbacks'>,
  event: TrackedEventName,
  info: StoredS2sInfo | undefined,
): PostbackDestination[] {
  if (!info) return [];
  const { appsflyer, adjust, generic } = merchant.postbacks;
  if (!appsflyer && !adjust && !generic) {
    return merchant.demo && Object.keys(info).length > 0 ? ['local'] : [];
  }
  const destinations: PostbackDestination[] = [];
  if (appsflyer && info.appsflyerId && (info.afAppId || appsflyer.appId)) {
    destinations.push('appsflyer');
  }
  if (
    adjust &&
    adjust.eventTokens[event] &&
    (info.adid || info.gpsAdid || info.idfa) &&
    (info.adAppToken || adjust.appToken)
  ) {
    destinations.push('adjust');
  }
  if (generic && info.clickId && generic.events.includes(event)) destinations.push('generic');
  return destinations;
}
