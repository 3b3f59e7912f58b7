import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLanguage } from '@lobby/contract';
import type { DemoLaunchTokens } from './demo-launch-token.js';
import { DEMO_VENDOR_PATH } from './demo-vendor.js';
import { loadDemoAssets, renderDemoGame, renderExpiredLaunch } from './demo-pages.js';
import { DEMO_BET, demoMoney, playDemoRound, TRIAL_START, validPicks } from './demo-rounds.js';
import type { WalletApiClient } from './demo-wallet-client.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { requestLanguage } from '../core/http/request-language.js';

// A launch token is a few hundred characters; anything far longer is not one.
const MAX_TOKEN_LENGTH = 4096;
/** How long an open game page may play rounds. */
const ROUND_TOKEN_TTL_MS = 2 * 3600_000;

/**
 * The language of the expired-link page, whose token cannot be trusted to name one: the
 * request's Language header, else the browser's languages (a frame's navigation sends only
 * those), else the merchant's default.
 */
function expiredPageLanguage(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  const browser =
    typeof header === 'string' ? header.split(',').map((tag) => tag.split(';')[0]!.trim()) : [];
  return resolveLanguage({
    explicit: requestLanguage(request),
    browser,
    merchantDefault: request.merchant?.defaultLanguage ?? 'EN',
    merchantLanguages: request.merchant?.languages ?? [],
  });
}

/**
 * The built-in demo vendor's pages: GET /vendor/demo/play?t=<token> draws the game of a valid
 * launch token of this demo merchant, or (any other merchant included) a 403 page saying the link expired; its scripts and styles
 * are files of their own, so the strict script policy holds. POST /vendor/demo/round plays one
 * round for the page's round token, through Lobby's seamless wallet.
 */
export function registerDemoVendorRoutes(
  app: FastifyInstance,
  tokens: DemoLaunchTokens,
  deps: {
    wallet: (merchant: MerchantConfig) => WalletApiClient;
    /** The member's balance in minor units, shown before the first round. */
    balance: (merchantCode: string, memberId: number) => Promise<number>;
    now: () => Date;
  },
): void {
  const assets = loadDemoAssets();
  // A real merchant never plays on the demo vendor, whatever token it is shown.
  const verify = async (token: unknown, merchant: MerchantConfig | null | undefined) => {
    if (!merchant?.demo) return undefined;
    const claims =
      typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH
        ? await tokens.verify(token)
        : undefined;
    return claims && claims.merchant === merchant.code ? claims : undefined;
  };

  app.get(`${DEMO_VENDOR_PATH}/play`, async (request, reply) => {
    const { t } = request.query as { t?: unknown };
    const claims = await verify(t, request.merchant);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const merchant = request.merchant;
    if (!claims || !merchant) {
      return reply.status(403).send(renderExpiredLaunch(expiredPageLanguage(request)));
    }
    const money = demoMoney(merchant, claims.language);
    const playing = !claims.trial && !!claims.customerId;
    const roundToken = await tokens.sign(
      claims,
      new Date(deps.now().getTime() + ROUND_TOKEN_TTL_MS),
    );
    return reply.send(
      renderDemoGame(claims, {
        token: roundToken,
        bet: money(DEMO_BET),
        startBalance: money(
          playing ? await deps.balance(merchant.code, Number(claims.customerId)) : TRIAL_START,
        ),
      }),
    );
  });

  app.post(`${DEMO_VENDOR_PATH}/round`, async (request, reply) => {
    const { token, picks, playMoney } = (request.body ?? {}) as Record<string, unknown>;
    const merchant = request.merchant;
    const claims = await verify(token, merchant);
    reply.header('cache-control', 'no-store');
    if (!merchant || !claims) {
      return reply.status(403).send({ ok: false, reason: 'expired', message: 'The game expired' });
    }
    const chosen = claims.kind === 'lottery' ? validPicks(picks) : undefined;
    if (claims.kind === 'lottery' && !chosen) {
      return reply
        .status(400)
        .send({ ok: false, reason: 'invalid', message: 'Pick six different numbers from 1 to 45' });
    }
    const answer = await playDemoRound(
      merchant,
      claims,
      chosen,
      deps.wallet(merchant),
      typeof playMoney === 'number' ? playMoney : undefined,
    );
    return reply.status(answer.ok ? 200 : 409).send(answer);
  });

  app.get<{ Params: { file: string } }>(`${DEMO_VENDOR_PATH}/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body);
  });
}
