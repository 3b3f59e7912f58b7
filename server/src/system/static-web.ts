import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import {
  ASSET_MANIFEST_FILE,
  ASSET_MANIFEST_PATHS,
  ERROR_CODES,
  fail,
  firstScreenModules,
  isIndexable,
  isKnownRoute,
  SEO_LANGUAGE_PARAM,
  type FirstPaintData,
  type UiLanguage,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { ICON_PATH_PREFIX, type AppIcons } from './app-icons.js';
import { pageLanguage, renderAppPage } from './app-page.js';
import { renderFirstScreen } from './first-screen-html.js';
import { pageSeo, readSeoTexts, robotsOf, seoHead, sitemapOf } from './seo.js';
import { readFirstScreenChunks } from './first-screen-chunks.js';
import { readBuildManifest, readLocaleChunks } from './locale-chunks.js';
import { wantsAppPage } from '../core/http/app-page-request.js';
import { MERCHANT_PLUGIN } from '../core/http/merchant-request.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * App downloads the static server does not type itself: iOS offers to install a configuration
 * profile (the lite iOS app) only when it comes as one, and Android an app package likewise.
 */
const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  '.mobileconfig': 'application/x-apple-aspen-config',
  '.apk': 'application/vnd.android.package-archive',
  '.ipa': 'application/octet-stream',
};

/** Reads what a page's first screen draws, so the page carries it (services/first-paint.ts). */
export type FirstPaintReader = (
  request: FastifyRequest,
  merchant: MerchantConfig,
  language: UiLanguage,
  pathname: string,
) => Promise<FirstPaintData>;

export interface StaticWebOptions {
  webDist: string;
  /** The merchants' app icons drawn as PNGs; without it the configured ones are used as they are. */
  appIcons?: AppIcons;
  firstPaint?: FirstPaintReader;
}

/**
 * Serves the built web app under /m/: hashed assets cached for a year, the app page for the entry
 * paths and every /m/ route (404 status for routes the app does not know, which it still draws),
 * and noindex on every page that SPEC section 2 keeps out of search engines.
 */
async function staticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const { webDist, firstPaint, appIcons } = options;
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const manifest = readBuildManifest(webDist);
  const localeChunk = readLocaleChunks(manifest);
  const screenChunks = readFirstScreenChunks(manifest);
  const seoTexts = readSeoTexts(webDist);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/m/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes a .br and a .gz beside each file worth compressing (web/vite.config.ts);
      // the one the client accepts is sent as it is.
      preCompressed: true,
      // The app page is written per merchant below, never sent as the raw file; the compressed
      // copies are found beside the files they belong to, never asked for by name.
      globIgnore: ['index.html', '**/*.br', '**/*.gz'],
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
        // Lower case, as @fastify/compress looks for it before adding its own.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.addHook('onSend', async (request, reply) => {
    // The static server's own types are set after its setHeaders option, so they are set here.
    const downloadType =
      DOWNLOAD_TYPES[path.extname(request.url.split('?')[0] ?? '').toLowerCase()];
    if (downloadType && reply.statusCode === 200) reply.header('content-type', downloadType);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isIndexable(request.hostname.replace(/:\d+$/, ''), pathname)) {
      reply.header('x-robots-tag', 'noindex');
    }
  });

  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`, then restart.');
    }
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Accept-Language');
    const { merchant } = request;
    let page = template;
    if (merchant) {
      const explicit = (request.query as Record<string, unknown> | undefined)?.[SEO_LANGUAGE_PARAM];
      const language = pageLanguage(
        merchant,
        request.headers['accept-language'],
        typeof explicit === 'string' ? explicit : undefined,
      );
      const data = await firstPaint?.(request, merchant, language, pathname);
      // The shell draws once the player's messages are in, English beneath them.
      const messages = [...new Set(['EN', language] as const)].map(localeChunk);
      const screen = screenChunks(firstScreenModules(pathname));
      page = renderAppPage(
        template,
        merchant,
        language,
        data,
        {
          scripts: [...messages.filter((href) => href !== undefined), ...screen.scripts],
          styles: screen.styles,
        },
        appIcons?.iconsOf(merchant),
        renderFirstScreen(data, {
          pathname,
          search: request.url.slice(pathname.length),
          userAgent: request.headers['user-agent'] ?? '',
        }),
        seoHead(pageSeo(request, merchant, language, pathname, seoTexts(language))),
      );
    }
    return reply
      .status(isKnownRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(page);
  };

  // The PNG icons drawn from merchants' SVGs: named by their content's hash, so kept for good.
  app.get<{ Params: { file: string } }>(`${ICON_PATH_PREFIX}:file`, (request, reply) => {
    const png = appIcons?.file(request.params.file);
    if (!png) return reply.callNotFound();
    return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
  });

  // SPEC section 2: search engines index only www hosts and localhost; each host its own sitemap.
  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsOf(request)),
  );
  app.get('/sitemap.xml', (request, reply) => {
    if (!request.merchant) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapOf(request, request.merchant));
  });

  // SPEC section 7's legacy address of the asset manifest (the build writes /m/ its own).
  for (const url of ASSET_MANIFEST_PATHS.filter((url) => !url.startsWith('/m/'))) {
    app.get(url, (_request, reply) =>
      built ? reply.sendFile(ASSET_MANIFEST_FILE, webDist) : reply.callNotFound(),
    );
  }

  // Routes rather than the not-found handler, so the page gets route hooks (compression.ts).
  for (const url of ['/', '/m', '/m/*']) {
    app.get(url, (request, reply) =>
      wantsAppPage(request) ? sendApp(request, reply) : reply.callNotFound(),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (wantsAppPage(request)) return sendApp(request, reply);
    return reply
      .status(404)
      .send(
        fail(ERROR_CODES.notFound, `Nothing is at ${request.method} ${pathname.slice(0, 200)}`),
      );
  });
}

/** The built web app; its pages are branded for the request's merchant. */
export const staticWebPlugin = fp(staticWeb, {
  name: 'lobby-static-web',
  dependencies: [MERCHANT_PLUGIN],
});
