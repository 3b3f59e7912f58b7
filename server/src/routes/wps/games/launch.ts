import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@lobby/contract';
import { requireMerchant } from '../../../plugins/merchant.js';
import type { GameLaunchService, LaunchSite } from '../../../services/game-launch.js';
import { registerCall } from '../../register-call.js';
import { requestLanguage } from '../../request-language.js';

/** The page's origin, where launch addresses point and backUrl must stay. */
export function siteOf(request: FastifyRequest): LaunchSite {
  return {
    origin: `${request.protocol}://${request.host}`,
    headerLanguage: requestLanguage(request) || undefined,
  };
}

/** Game and lottery launches for members, and free trials for anyone. */
export function registerLaunchRoutes(
  app: FastifyInstance,
  launches: GameLaunchService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.launchGame,
    // registerCall answers customer.not.login before a member call runs without a session.
    ({ body, request }) =>
      launches.launch(requireMerchant(request), request.session!, body, siteOf(request)),
    options,
  );
  registerCall(
    app,
    calls.trialLaunch,
    ({ body, request }) => launches.trial(requireMerchant(request), body, siteOf(request)),
    options,
  );
}
