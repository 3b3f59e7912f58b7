import { requestSignature, signatureMatches } from '../core/signed-request.js';
import {
  DEMO_PAYMENT_METHOD,
  type CheckoutRequest,
  type PaymentProvider,
} from '../wallet/index.js';

/** Where the built-in demo payment provider draws its checkout page, on this same server. */
export const DEMO_PAY_PATH = '/pay/demo';
export const DEMO_PAYMENT_PROVIDER = 'demo';
export { DEMO_PAYMENT_METHOD };

// Signed in the timestamp's place, so a link's MAC never passes as a request's.
const LINK_PURPOSE = 'checkout-link';

/** What a checkout link carries: the deposit Lobby asked to be paid, for one merchant. */
export interface DemoCheckout {
  merchantCode: string;
  depositId: string;
  amount: number;
}

/**
 * The built-in demo provider: a page of this server showing the amount with Pay and Cancel. As a
 * real provider learns the deposit from Lobby's checkout request, its links carry the deposit id
 * and amount under an HMAC bound to the merchant, so only deposits Lobby started open there; it
 * reads nothing of Lobby's own.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly method = DEMO_PAYMENT_METHOD;
  readonly name = 'Demo Pay';
  readonly provider = DEMO_PAYMENT_PROVIDER;

  constructor(private readonly secret: () => Promise<Uint8Array>) {}

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    return `${request.origin}${DEMO_PAY_PATH}/checkout?t=${await this.linkToken(request)}`;
  }

  async linkToken({ merchantCode, depositId, amount }: DemoCheckout): Promise<string> {
    const mac = requestSignature(
      await this.secret(),
      LINK_PURPOSE,
      `${merchantCode}.${depositId}.${amount}`,
    );
    return `${depositId}.${amount}.${mac}`;
  }

  /** The checkout of a link token this provider made for this merchant, or undefined. */
  async checkoutOf(token: string, merchantCode: string): Promise<DemoCheckout | undefined> {
    const [depositId, amount, mac, ...rest] = token.split('.');
    if (!depositId || !amount || !mac || rest.length > 0 || !/^[1-9]\d{0,14}$/.test(amount)) {
      return undefined;
    }
    const signed = `${merchantCode}.${depositId}.${amount}`;
    return signatureMatches(await this.secret(), LINK_PURPOSE, signed, mac)
      ? { merchantCode, depositId, amount: Number(amount) }
      : undefined;
  }
}
