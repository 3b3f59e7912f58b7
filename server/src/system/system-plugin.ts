import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { AppIcons } from './app-icons.js';
import { clientFacts } from './client-facts.js';
import { FirstPaintService } from './first-paint.js';
import { registerHealthRoutes, type Probe } from './health-routes.js';
import { staticWebPlugin } from './static-web.js';
import { registerSystemRoutes } from './system-routes.js';

export interface SystemOptions {
  /** Extra readiness probes (Redis, when configured). */
  probes?: readonly Probe[];
  /** The merchants loaded at start: their app icons are drawn before the first request. */
  merchantsAtStart?: readonly MerchantConfig[];
}

/** Health, status and the app page with its first paint, icons and the built web app. */
async function system(app: FastifyInstance, options: SystemOptions): Promise<void> {
  const { config, database, now, checkAnswers } = app.core;
  const appIcons = new AppIcons(config.webDist, (address, error) =>
    app.log.warn(
      { err: error, address },
      'an app icon could not be drawn; the manifest names it as it is',
    ),
  );
  appIcons.prepare(options.merchantsAtStart ?? []);
  const promotions = app.promotions.service;
  const firstPaint = new FirstPaintService(
    app.games.catalogue,
    (error) =>
      app.log.warn({ err: error }, 'first-paint data could not be read; the page went without it'),
    (merchant) => promotions.available(merchant),
    app.push.vapidKey,
  );
  await app.register(staticWebPlugin, {
    webDist: config.webDist,
    appIcons,
    firstPaint: (request, merchant, language, pathname) =>
      firstPaint.read(
        merchant,
        language,
        pathname,
        clientFacts(request, config.geoCountryHeader, now()),
        request.hostname,
      ),
  });
  registerHealthRoutes(app, [
    { name: 'database', check: () => database.ping() },
    ...(options.probes ?? []),
  ]);
  registerSystemRoutes(app, {
    checkAnswers,
    geoCountryHeader: config.geoCountryHeader,
    now,
    labelOf: app.promotions.labelOf,
    appIcons,
    vapidKeyOf: app.push.vapidKey,
  });
}

export const systemPlugin = fp(system, {
  name: 'system',
  dependencies: [CORE_PLUGIN, 'games', 'promotions', 'push'],
});
