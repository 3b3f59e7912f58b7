import {
  GameVendorUnavailableError,
  LAUNCH_URL_TTL_MS,
  type GameVendor,
  type LaunchAddress,
  type LaunchRequest,
} from './game-vendor.js';
import { isPlayerUrl, timestampedSignature } from '../../core/signed-http.js';

export interface HttpVendorOptions {
  /** The vendor's API base; launches go to `${baseUrl}/launch`. */
  baseUrl: string;
  /** The secret shared with the vendor, for the request signature. */
  secret: string;
  timeoutMs: number;
  now: () => Date;
}

/** The header a vendor checks the signature of the body against. */
export const SIGNATURE_HEADER = 'x-lobby-signature';
export const TIMESTAMP_HEADER = 'x-lobby-timestamp';

/** What a vendor recomputes to trust a launch (signed-http.ts). */
export const launchSignature = timestampedSignature;

/**
 * A real vendor's launch API: POST `${baseUrl}/launch` with the launch as JSON, signed with the
 * shared secret (X-Lobby-Timestamp in Unix seconds, X-Lobby-Signature); the vendor answers
 * `{ url, expiresAt? }`. Anything else, or no answer within the timeout, is unavailable.
 */
export class HttpVendor implements GameVendor {
  constructor(private readonly options: HttpVendorOptions) {}

  async launch(request: LaunchRequest): Promise<LaunchAddress> {
    const { baseUrl, secret, timeoutMs, now } = this.options;
    const body = JSON.stringify({
      merchant: request.merchantCode,
      player: { id: request.player.customerId, name: request.player.userName },
      gameId: request.game.id,
      lottery: request.game.lottery,
      language: request.language,
      backUrl: new URL(request.backUrl, request.origin).toString(),
      trial: request.trial,
      device: 'MOBILE',
      lottoView: request.lottoView,
    });
    const timestamp = String(Math.floor(now().getTime() / 1000));
    let answer: unknown;
    try {
      const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/launch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: launchSignature(secret, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new GameVendorUnavailableError(`the vendor answered HTTP ${response.status}`);
      }
      answer = await response.json();
    } catch (error) {
      if (error instanceof GameVendorUnavailableError) throw error;
      throw new GameVendorUnavailableError(`the vendor did not answer: ${String(error)}`);
    }
    return this.addressOf(answer);
  }

  private addressOf(answer: unknown): LaunchAddress {
    const { url, expiresAt } = (answer ?? {}) as { url?: unknown; expiresAt?: unknown };
    if (!isPlayerUrl(url)) {
      throw new GameVendorUnavailableError('the vendor answered no https launch url');
    }
    if (expiresAt === undefined || expiresAt === null) {
      return { url, expiresAt: new Date(this.options.now().getTime() + LAUNCH_URL_TTL_MS) };
    }
    const at = typeof expiresAt === 'string' ? new Date(expiresAt) : new Date(NaN);
    if (Number.isNaN(at.getTime())) {
      throw new GameVendorUnavailableError('the vendor answered an unreadable expiresAt');
    }
    return { url, expiresAt: at };
  }
}
