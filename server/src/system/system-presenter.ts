import {
  customerServiceEntriesFor,
  downloadIcon,
  downloadLinks,
  FEATURE_FLAGS,
  manifestBackgroundColour,
  PWA,
  resourceDownload,
  type CountryInfo,
  type DownloadSetting,
  type StatusInfo,
  type WebManifest,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { isRegionRestricted } from '../merchants/index.js';
import type { ManifestIcon } from './app-icons.js';
import { domainOf, resourcesFor } from './download-setting.js';
import { isInMaintenance, type ClientFacts } from './system-info.js';

/**
 * Presents the status info of SPEC section 3 for one merchant and one client. Its customer-service
 * entries are the player's (SPEC section 5's label filter, as WPSCORE_getCustomerServiceScript
 * applies it): a member's by VIP label, a visitor's (labelId null) those for everyone.
 */
export function presentStatus(
  merchant: MerchantConfig,
  client: ClientFacts,
  labelId: string | null,
  vapidKey = '',
): StatusInfo {
  const maintenance = isInMaintenance(merchant, client.now);
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    languages: merchant.languages,
    defaultLanguage: merchant.defaultLanguage,
    theme: merchant.theme,
    customerService: customerServiceEntriesFor(merchant.customerService, labelId),
    mobileTemplate: merchant.mobileTemplate,
    register: { captcha: { enabled: merchant.captcha.enabled } },
    resources: merchant.resources,
    whitelabelVal: Object.fromEntries(
      FEATURE_FLAGS.map((flag) => [flag, merchant.flags[flag] ?? false]),
    ) as StatusInfo['whitelabelVal'],
    imageCDNs: merchant.imageCDNs,
    sms: merchant.sms,
    phoneProvider: { vapidKey },
    gw: merchant.gw,
    maintenance,
    maintenanceEnd: maintenance ? (merchant.maintenance.end ?? null) : null,
    regionRestriction: isRegionRestricted(merchant.regionRestriction, client),
    ip: client.ip,
    envelope: merchant.envelope,
    gameLaunch: {
      inAppOnly: merchant.games.inAppOnly,
      appUserAgentMarker: merchant.games.appUserAgentMarker,
    },
    pixels: merchant.pixels,
  };
}

/** Presents the country info of SPEC section 3. */
export function presentCountry(merchant: MerchantConfig): CountryInfo {
  return {
    countries: merchant.country.countries,
    countryCode: merchant.country.countryCode,
    countryDialingCode: merchant.country.countryDialingCode,
    currency: merchant.currency,
    currencySymbol: merchant.country.currencySymbol,
    currencyPosition: merchant.country.currencyPosition,
  };
}

/**
 * Presents the merchant's web manifest (SPEC sections 3 and 9), with its icons as AppIcons made
 * them (PNGs where the merchant configured SVGs of this site).
 */
export function presentManifest(merchant: MerchantConfig, icons: ManifestIcon[]): WebManifest {
  const { pwa } = merchant.mobileTemplate;
  return {
    id: PWA.startUrl,
    name: pwa.title,
    short_name: pwa.title.slice(0, 12),
    icons,
    display: PWA.display,
    orientation: PWA.orientation,
    scope: PWA.scope,
    start_url: PWA.startUrl,
    theme_color: PWA.themeColor,
    background_color: manifestBackgroundColour(merchant.theme),
    // Only a store listing is a related application; a bare .apk link is a download, not a listing.
    related_applications: merchant.resources
      .filter((resource) => resource.url.startsWith('https://play.google.com/'))
      .map((resource) => ({ platform: 'play', url: resource.url })),
  };
}

/** WPSCORE_getDownloadSetting for one merchant and domain (SPEC sections 2, 4, 5 and 7). */
export function presentDownloadSetting(merchant: MerchantConfig, domain: string): DownloadSetting {
  const host = domainOf(domain);
  const resources = resourcesFor(merchant, host);
  const { bar, popup, upgrade } = merchant.download;
  return {
    domain: host,
    appName: merchant.download.appName || merchant.mobileTemplate.pwa.title || merchant.name,
    appIcon: downloadIcon(resources, merchant.mobileTemplate.pwa.icons['192']),
    links: downloadLinks(resources),
    bar: { ...bar },
    popup: {
      enabled: popup.enabled,
      waitMs: popup.waitSeconds * 1000,
      banners: popup.banners,
      iosLiteKey: popup.iosLiteKey,
      androidKey: popup.androidKey,
      iosLite: resourceDownload(resources, popup.iosLiteKey),
      android: resourceDownload(resources, popup.androidKey),
    },
    upgrade: { ...upgrade },
  };
}
