import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, ERROR_CODES } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { GameLaunchService, LaunchSite } from './game-launch.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import { requestLanguage } from '../core/http/request-language.js';

/**
 * The page's origin, where launch addresses point and backUrl must stay. Its host is one the
 * merchant configured: the request's own when it is one of them (an affiliate sub-domain too),
 * else the first; a forged Host header (sent with a Merchant header) never becomes the origin.
 */
export function siteOf(request: FastifyRequest, merchant: MerchantConfig): LaunchSite {
  // The merchant plugin found the merchant by this very host, so it is the merchant's own.
  const host = request.onMerchantHost ? request.host.toLowerCase() : merchant.hosts[0];
  if (!host) {
    throw new AppError(400, ERROR_CODES.unknownMerchant, 'This merchant has no host to play on');
  }
  return {
    origin: `${request.protocol}://${host}`,
    headerLanguage: requestLanguage(request) || undefined,
  };
}

/** Game and lottery launches for members, and free trials for anyone. */
export function registerLaunchRoutes(
  app: FastifyInstance,
  launches: GameLaunchService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.launchGame,
    ({ body, merchant, session, request }) =>
      launches.launch(merchant, session, body, siteOf(request, merchant)),
    options,
  );
  registerCall(
    app,
    calls.trialLaunch,
    ({ body, merchant, request }) => launches.trial(merchant, body, siteOf(request, merchant)),
    options,
  );
}
