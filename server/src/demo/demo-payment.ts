import { requestSignature, signatureMatches } from '../core/signed-request.js';
import { DEMO_PAYMENT_METHOD } from '../core/launch-secret.js';
import type { CheckoutRequest, PaymentProvider } from '../wallet/index.js';

/** Where the built-in demo payment provider draws its checkout page, on this same server. */
export const DEMO_PAY_PATH = '/pay/demo';
export const DEMO_PAYMENT_PROVIDER = 'demo';
export { DEMO_PAYMENT_METHOD };

// Signed in the timestamp's place, so a link's MAC never passes as a request's.
const LINK_PURPOSE = 'checkout-link';

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
    return `${depositId}.${requestSignature(await this.secret(), LINK_PURPOSE, depositId)}`;
  }

  /** The deposit id of a link token this provider made, or undefined. */
  async depositOf(token: string): Promise<string | undefined> {
    const [id, mac] = token.split('.');
    if (!id || !mac) return undefined;
    return signatureMatches(await this.secret(), LINK_PURPOSE, id, mac) ? id : undefined;
  }
}
