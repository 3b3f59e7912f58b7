import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import { registerRawBodyRoutes } from '../core/http/raw-body.js';
import { readSignedRequest } from '../core/signed-request.js';
import type { PlatformEventsService } from './platform-events.js';
import type { TrackS2sService } from './track-events.js';

/** The app's track-events call and the external platform's signed money callback. */
export function registerPostbackRoutes(
  app: FastifyInstance,
  services: { track: TrackS2sService; platform: PlatformEventsService; recorded: () => void },
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.trackS2sEvents,
    async ({ body, merchant, session, request }) => {
      const answer = await services.track.track(merchant, session.memberId, body, {
        ip: request.ip,
        hostAffiliateCode: request.affiliateCode,
        host: request.hostname.toLowerCase(),
      });
      if (answer.recorded > 0) services.recorded();
      return answer;
    },
    options,
  );
  registerRawBodyRoutes(app, (scope, rawBodyOf) => {
    registerCall(
      scope,
      calls.platformEvents,
      async ({ body, merchant, request }) => {
        const signed = readSignedRequest(request, 'platform', rawBodyOf(request));
        const answer = await services.platform.report(merchant, signed, body);
        if (answer.results.some((result) => result.recorded)) services.recorded();
        return answer;
      },
      options,
    );
  });
}
