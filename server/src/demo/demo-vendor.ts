import type { DemoLaunchTokens } from './demo-launch-token.js';
import {
  LAUNCH_URL_TTL_MS,
  type GameVendor,
  type LaunchAddress,
  type LaunchRequest,
} from '../games/index.js';

/** Where the demo vendor serves its games, on this same server. */
export const DEMO_VENDOR_PATH = '/vendor/demo';

/**
 * The built-in vendor: a launch is a signed, two-minute address of a page this server draws
 * itself (a slot or a lottery draw), so every game plays without any outside service.
 */
export class DemoVendor implements GameVendor {
  constructor(
    private readonly tokens: DemoLaunchTokens,
    private readonly now: () => Date,
  ) {}

  async launch(request: LaunchRequest): Promise<LaunchAddress> {
    // Whole seconds, as the token's exp claim counts them.
    const expiresAt = new Date(
      Math.floor((this.now().getTime() + LAUNCH_URL_TTL_MS) / 1000) * 1000,
    );
    const token = await this.tokens.sign(
      {
        merchant: request.merchantCode,
        customerId: request.player.customerId,
        userName: request.player.userName,
        gameId: request.game.id,
        displayName: request.game.displayName,
        kind: request.game.playKind,
        lottery: request.game.lottery,
        lottoView: request.lottoView,
        backUrl: request.backUrl,
        trial: request.trial,
        language: request.language,
      },
      expiresAt,
    );
    return { url: `${request.origin}${DEMO_VENDOR_PATH}/play?t=${token}`, expiresAt };
  }
}
