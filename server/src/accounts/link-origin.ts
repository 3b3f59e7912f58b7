import type { MerchantConfig } from '../core/merchant-config.js';

/**
 * The origin of the merchant's emailed links, from its file alone: a forged Host or port of the
 * request never reaches an email (link poisoning).
 */
export function linkOrigin(merchant: MerchantConfig): string {
  const configured = merchant.messaging.linkOrigin;
  return configured ? new URL(configured).origin : `https://${merchant.hosts[0]}`;
}
