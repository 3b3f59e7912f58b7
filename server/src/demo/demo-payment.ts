import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEMO_PAYMENT_METHOD } from '../core/launch-secret.js';
import type { CheckoutRequest, PaymentProvider } from '../wallet/index.js';

/** Where the built-in demo payment provider draws its checkout page, on this same server. */
export const DEMO_PAY_PATH = '/pay/demo';
export const DEMO_PAYMENT_PROVIDER = 'demo';
export { DEMO_PAYMENT_METHOD };

/**
 * The built-in demo provider: a page of this server showing the amount with Pay and Cancel; its
 * links carry the deposit id with an HMAC, so only deposits Lobby started open there.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly method = DEMO_PAYMENT_METHOD;
  readonly name = 'Demo Pay';
  readonly provider = DEMO_PAYMENT_PROVIDER;

  constructor(private readonly secret: () => Promise<Uint8Array>) {}

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    return `${request.origin}${DEMO_PAY_PATH}/checkout?t=${await this.linkToken(request.depositId)}`;
  }

  async linkToken(depositId: string): Promise<string> {
    return `${depositId}.${await this.mac(depositId)}`;
  }

  /** The deposit id of a link token this provider made, or undefined. */
  async depositOf(token: string): Promise<string | undefined> {
    const [id, mac] = token.split('.');
    if (!id || !mac || !/^[0-9a-f]{64}$/.test(mac)) return undefined;
    const expected = Buffer.from(await this.mac(id), 'hex');
    return timingSafeEqual(expected, Buffer.from(mac, 'hex')) ? id : undefined;
  }

  private async mac(depositId: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`checkout:${depositId}`)
      .digest('hex');
  }
}
