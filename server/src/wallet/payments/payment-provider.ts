/** A deposit as a payment provider needs it to take the money. */
export interface CheckoutRequest {
  depositId: string;
  merchantCode: string;
  amount: number;
  currency: string;
  /** The site's origin, where the player comes back to. */
  origin: string;
}

/** A payment provider behind an interface: where the player pays a deposit. */
export interface PaymentProvider {
  /** The method code members choose (DEPOSIT settings). */
  readonly method: string;
  readonly name: string;
  /** The name the provider signs its notifications as (X-Lobby-Provider). */
  readonly provider: string;
  checkoutUrl(request: CheckoutRequest): Promise<string>;
}
