import type { FastifyInstance } from 'fastify';
import { calls, ERROR_CODES, isSafeText } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import { requireMerchant } from '../core/http/merchant-request.js';
import { CATALOGUE_IMAGE_PATH, type CatalogueService } from './catalogue.js';
import { registerCall } from '../core/http/register-call.js';
import { requestLanguage } from '../core/http/request-language.js';

/** Catalogue images change only when re-seeded or uploaded; browsers may keep them a day. */
const IMAGE_CACHE = 'public, max-age=86400';

/** The catalogue calls (lanes, hot games, matches, banners) and the artwork they point at. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  catalogue: CatalogueService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.gameVendorLanes,
    ({ merchant, query }) => catalogue.lanes(merchant, query),
    options,
  );

  registerCall(
    app,
    calls.hotGames,
    ({ merchant, body }) => catalogue.hotGames(merchant, body ?? {}),
    options,
  );

  registerCall(
    app,
    calls.gameMatches,
    ({ merchant, query }) => catalogue.matches(merchant, query.limit),
    options,
  );

  registerCall(
    app,
    calls.banners,
    ({ merchant, request, query }) => {
      const language = requestLanguage(request) || merchant.defaultLanguage;
      return catalogue.banners(merchant, query.groupName, language);
    },
    options,
  );

  app.get<{ Params: { id: string } }>(`${CATALOGUE_IMAGE_PATH}/:id`, async (request, reply) => {
    const { id } = request.params;
    if (!isSafeText(id)) {
      throw new AppError(
        400,
        ERROR_CODES.invalidRequest,
        'params.id: control characters are not allowed',
      );
    }
    const image = await catalogue.image(requireMerchant(request), id);
    if (!image) throw new AppError(404, ERROR_CODES.notFound, 'No such image');
    const etag = `"${image.updated_at.getTime().toString(36)}"`;
    reply
      .header('cache-control', IMAGE_CACHE)
      .header('etag', etag)
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.content_type).send(image.body);
  });
}
