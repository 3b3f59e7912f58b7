import type { Resource } from '@lobby/contract';
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
