import { ERROR_CODES, PAGE_PATHS, calls } from '@lobby/contract';
import { AppError } from '../../core/errors.js';
import type { CheckoutRequest, PaymentProvider } from './payment-provider.js';
import { isPlayerUrl } from '../../core/player-url.js';
import { postSigned } from '../../core/signed-request.js';

/** A merchant's real payment provider, as its merchant file names it (`payments.providers`). */
export interface HttpPaymentConfig {
  method: string;
  name: string;
  provider: string;
  /** The provider's API base; checkouts go to `${url}/checkout`. */
  url: string;
}

export interface HttpPaymentOptions {
  /** The secret shared with the provider, for both directions' signatures. */
  secret: string;
  timeoutMs: number;
  now: () => Date;
}

export const providerUnavailable = (why: string) =>
  new AppError(503, ERROR_CODES.paymentProviderUnavailable, `The payment provider ${why}`);

/**
 * The generic signed-HTTP adapter for a real provider: Lobby POSTs `${url}/checkout` with the
 * deposit as JSON, signed with the shared secret (core/signed-request.ts, signer in
 * X-Lobby-Provider), and the provider answers `{ payUrl }`; it later notifies
 * `/wps/payment/callback` signed the same way. No answer in time, a failure status, a redirect or
 * a payUrl that is not https answers payment.provider.unavailable.
 */
export class HttpPaymentProvider implements PaymentProvider {
  readonly method: string;
  readonly name: string;
  readonly provider: string;

  constructor(
    private readonly config: HttpPaymentConfig,
    private readonly options: HttpPaymentOptions,
  ) {
    this.method = config.method;
    this.name = config.name;
    this.provider = config.provider;
  }

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const body = JSON.stringify({
      merchant: request.merchantCode,
      depositId: request.depositId,
      amount: request.amount,
      currency: request.currency,
      returnUrl: `${request.origin}${PAGE_PATHS.walletDeposit}?depositId=${encodeURIComponent(request.depositId)}`,
      callbackUrl: `${request.origin}${calls.paymentCallback.path}`,
    });
    let answer: unknown;
    try {
      const response = await postSigned({
        url: `${this.config.url.replace(/\/+$/, '')}/checkout`,
        body,
        secret: this.options.secret,
        now: this.options.now(),
        signer: { header: 'provider', name: this.provider },
        timeoutMs: this.options.timeoutMs,
      });
      if (!response.ok) throw providerUnavailable(`answered HTTP ${response.status}`);
      answer = await response.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw providerUnavailable('did not answer');
    }
    const payUrl = (answer as { payUrl?: unknown } | null)?.payUrl;
    if (!isPlayerUrl(payUrl)) throw providerUnavailable('answered no usable payUrl');
    return payUrl;
  }
}
