import type { CallDef, VendorWalletValue } from '@lobby/contract';
import { signedHeaders, type SigningSecret } from '../core/signed-request.js';

/** How a vendor's request reaches Lobby: the call's path, headers and exact body. */
export type WalletTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ statusCode: number; body: string }>;

/** What Lobby answered a vendor: the movement, or the refusal's code. */
export type WalletAnswer =
  { ok: true; value: VendorWalletValue } | { ok: false; errorCode: string; message: string };

/**
 * The vendor side of the seamless wallet, as the demo vendor (and any vendor) speaks it: JSON
 * bodies signed with HMAC-SHA256 over `timestamp.body` under the vendor's secret.
 */
export class WalletApiClient {
  constructor(
    private readonly options: {
      vendor: string;
      secret: () => Promise<SigningSecret>;
      transport: WalletTransport;
      now: () => Date;
      /** The merchant the member plays on (sent as the Merchant header). */
      merchantCode: string;
    },
  ) {}

  async send(call: CallDef, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const { vendor, secret, transport, now, merchantCode } = this.options;
    const body = JSON.stringify(payload);
    const response = await transport({
      path: call.path,
      headers: {
        'content-type': 'application/json',
        merchant: merchantCode,
        ...signedHeaders({
          secret: await secret(),
          body,
          now: now(),
          signer: { header: 'vendor', name: vendor },
        }),
      },
      body,
    });
    const answer = JSON.parse(response.body) as {
      success?: boolean;
      value?: VendorWalletValue;
      errorCode?: string;
      message?: string;
    };
    if (answer.success && answer.value) return { ok: true, value: answer.value };
    return {
      ok: false,
      errorCode: answer.errorCode ?? 'internal_error',
      message: answer.message ?? `HTTP ${response.statusCode}`,
    };
  }
}
