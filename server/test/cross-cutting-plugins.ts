import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type MerchantDirectory, merchantPlugin } from '../src/merchants/index.js';
import type { AttemptLimiter } from '../src/core/limits/attempt-limiter.js';
import { type EnvelopeOpener, envelopePlugin } from '../src/envelope/index.js';
import { type SessionService, authPlugin } from '../src/accounts/index.js';
import { type AppIcons, staticWebPlugin, type FirstPaintReader } from '../src/system/index.js';
import { errorHandlerPlugin } from '../src/core/http/error-handler.js';
import { requestContextPlugin } from '../src/core/http/request-context.js';
import { securityHeadersPlugin } from '../src/core/http/security-headers.js';

/** What the cross-cutting plugins are built from. */
export interface PluginServices {
  merchants: MerchantDirectory;
  defaultMerchant: string | undefined;
  envelopeOpener: EnvelopeOpener;
  /** Counts envelope failures toward the source's sign-in limit. */
  limiter: AttemptLimiter;
  sessions: SessionService;
  geetestLive: boolean;
  webDist: string;
  appIcons?: AppIcons;
  firstPaint?: FirstPaintReader;
}

/** One plugin with its options, ready to register. */
export interface PluginRegistration {
  name: string;
  register(app: FastifyInstance): PromiseLike<unknown>;
}

function registration<O extends object>(
  name: string,
  plugin: FastifyPluginAsync<O>,
  options: O,
): PluginRegistration {
  return { name, register: (app) => app.register(plugin, options) };
}

/**
 * The cross-cutting plugins in the order the area plugins register them. Each declares the plugins it
 * needs (envelope, auth, security headers and static web read the request's merchant), so
 * Fastify refuses at start an order that would run a hook before what it relies on.
 */
export function crossCuttingPlugins(services: PluginServices): PluginRegistration[] {
  return [
    registration('error-handler', errorHandlerPlugin, {}),
    registration('request-context', requestContextPlugin, {}),
    registration('merchant', merchantPlugin, {
      directory: services.merchants,
      defaultMerchant: services.defaultMerchant,
    }),
    registration('security-headers', securityHeadersPlugin, { geetestLive: services.geetestLive }),
    registration('envelope', envelopePlugin, {
      opener: services.envelopeOpener,
      limiter: services.limiter,
    }),
    registration('auth', authPlugin, { sessions: services.sessions }),
    registration('static-web', staticWebPlugin, {
      webDist: services.webDist,
      appIcons: services.appIcons,
      firstPaint: services.firstPaint,
    }),
  ];
}
