import type { MerchantConfig } from '../core/merchant-config.js';

export interface ClientFacts {
  ip: string;
  country: string | undefined;
  now: Date;
}

/** True while the merchant's maintenance is on and its end time, if any, is still ahead. */
export function isInMaintenance(merchant: MerchantConfig, now: Date): boolean {
  const { enabled, end } = merchant.maintenance;
  return enabled && (!end || new Date(end).getTime() > now.getTime());
}
