import {
  GameVendorUnavailableError,
  LAUNCH_URL_TTL_MS,
  type GameVendor,
  type LaunchAddress,
  type LaunchRequest,
} from './game-vendor.js';
import { isPlayerUrl } from '../../core/player-url.js';
import { postSigned } from '../../core/signed-request.js';

export interface HttpVendorOptions {
  /** The vendor's API base; launches go to `${baseUrl}/launch`. */
  baseUrl: string;
  /** The secret shared with the vendor, for the request signature. */
  secret: string;
  timeoutMs: number;
  now: () => Date;
}

/**
 * A real vendor's launch API: POST `${baseUrl}/launch` with the launch as JSON, signed with the
 * shared secret (core/signed-request.ts: X-Lobby-Timestamp, X-Lobby-Signature); the vendor answers
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
    let answer: unknown;
    try {
      const response = await postSigned({
        url: `${baseUrl.replace(/\/+$/, '')}/launch`,
        body,
        secret,
        now: now(),
        timeoutMs,
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
