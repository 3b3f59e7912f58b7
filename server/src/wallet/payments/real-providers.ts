import type { MerchantConfig } from '../../core/merchant-config.js';
import { HttpPaymentProvider } from './http-payment.js';

/** How long a provider may take to answer a checkout. */
export const PAYMENT_CHECKOUT_TIMEOUT_MS = 8000;

/**
 * Each merchant's real payment providers (`payments.providers`) through the generic signed-HTTP
 * adapter, built once per configuration and kept. A provider whose secret this instance was not
 * started with is left out (and logged), as a vendor without its secret is.
 */
export function realPaymentProviders(
  secrets: Readonly<Record<string, string>>,
  now: () => Date,
  onMisconfigured: (problem: string) => void,
) {
  const built = new Map<string, HttpPaymentProvider>();
  const secretOf = (merchant: MerchantConfig, provider: string): string | undefined => {
    const config = merchant.payments.providers.find((entry) => entry.provider === provider);
    return config ? secrets[config.secretEnv] : undefined;
  };
  const of = (merchant: MerchantConfig): HttpPaymentProvider[] =>
    merchant.payments.providers.flatMap((config) => {
      const secret = secrets[config.secretEnv];
      if (!secret) {
        onMisconfigured(
          `merchant ${merchant.code}: payment provider ${config.provider} needs its secret in ${config.secretEnv}, which this instance was not started with`,
        );
        return [];
      }
      const key = JSON.stringify([config.method, config.name, config.provider, config.url, secret]);
      let provider = built.get(key);
      if (!provider) {
        provider = new HttpPaymentProvider(config, {
          secret,
          timeoutMs: PAYMENT_CHECKOUT_TIMEOUT_MS,
          now,
        });
        built.set(key, provider);
      }
      return [provider];
    });
  return {
    of,
    secretOf: async (merchant: MerchantConfig, provider: string) => secretOf(merchant, provider),
  };
}
