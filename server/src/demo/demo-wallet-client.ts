import type { CallDef, VendorWalletValue } from '@lobby/contract';
import { postSigned, type SigningSecret } from '../core/signed-request.js';

/** How long the demo vendor waits for Lobby's wallet to answer a round's call. */
const WALLET_TIMEOUT_MS = 10_000;

/** What Lobby answered a vendor: the movement, or the refusal's code. */
export type WalletAnswer =
  { ok: true; value: VendorWalletValue } | { ok: false; errorCode: string; message: string };

/**
 * The vendor side of the seamless wallet, as the demo vendor (and any vendor) speaks it: JSON
 * bodies signed under the vendor's secret (core/signed-request.ts), POSTed over HTTP to Lobby's
 * public address, never into the app in-process.
 */
export class WalletApiClient {
  constructor(
    private readonly options: {
      vendor: string;
      secret: () => Promise<SigningSecret>;
      /** Lobby's public origin, e.g. http://127.0.0.1:8080 (read per call: known once listening). */
      origin: () => string;
      now: () => Date;
      /** The merchant the member plays on (sent as the Merchant header). */
      merchantCode: string;
    },
  ) {}

  async send(call: CallDef, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const { vendor, secret, origin, now, merchantCode } = this.options;
    let status = 0;
    let answer: {
      success?: boolean;
      value?: VendorWalletValue;
      errorCode?: string;
      message?: string;
    };
    try {
      const response = await postSigned({
        url: `${origin()}${call.path}`,
        body: JSON.stringify(payload),
        secret: await secret(),
        now: now(),
        signer: { header: 'vendor', name: vendor },
        headers: { merchant: merchantCode },
        timeoutMs: WALLET_TIMEOUT_MS,
      });
      status = response.status;
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      return {
        ok: false,
        errorCode: 'internal_error',
        message: `Lobby did not answer: ${String(error)}`,
      };
    }
    if (answer.success && answer.value) return { ok: true, value: answer.value };
    return {
      ok: false,
      errorCode: answer.errorCode ?? 'internal_error',
      message: answer.message ?? `HTTP ${status}`,
    };
  }
}
