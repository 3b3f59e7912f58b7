import type { FastifyInstance } from 'fastify';
import { DEMO_VENDOR_PATH, type DemoLaunchTokens } from '../../adapters/game-vendors/index.js';
import {
  loadDemoAssets,
  renderDemoGame,
  renderExpiredLaunch,
} from '../../adapters/game-vendors/demo-pages.js';

// A launch token is a few hundred characters; anything far longer is not one.
const MAX_TOKEN_LENGTH = 4096;

/**
 * The built-in demo vendor's pages: GET /vendor/demo/play?t=<token> draws the game of a valid
 * launch token of this merchant, or a 403 page saying the link expired; its scripts and styles
 * are files of their own, so the strict script policy holds.
 */
export function registerDemoVendorRoutes(app: FastifyInstance, tokens: DemoLaunchTokens): void {
  const assets = loadDemoAssets();

  app.get(`${DEMO_VENDOR_PATH}/play`, async (request, reply) => {
    const { t } = request.query as { t?: unknown };
    const claims =
      typeof t === 'string' && t.length <= MAX_TOKEN_LENGTH ? await tokens.verify(t) : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!claims || claims.merchant !== request.merchant?.code) {
      return reply.status(403).send(renderExpiredLaunch());
    }
    return reply.send(renderDemoGame(claims));
  });

  app.get<{ Params: { file: string } }>(`${DEMO_VENDOR_PATH}/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body);
  });
}
