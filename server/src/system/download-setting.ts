import {
  downloadIcon,
  downloadLinks,
  resourceDownload,
  type DownloadSetting,
  type Resource,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';

/** A domain as a host name: lower case, without a port or a trailing dot. */
export function domainOf(value: string): string {
  return value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The status resources a domain uses: the merchant's, with those of the same types replaced by
 * the domain's own when the merchant gives it some (`download.domains`).
 */
export function resourcesFor(merchant: MerchantConfig, domain: string): Resource[] {
  const own = merchant.download.domains[domain];
  if (!own?.length) return merchant.resources;
  const replaced = new Set(own.map((resource) => resource.resourceType));
  return [...own, ...merchant.resources.filter((resource) => !replaced.has(resource.resourceType))];
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
