import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import { registerRawBodyRoutes } from '../core/http/raw-body.js';
import { readSignedRequest } from '../core/signed-request.js';
import type { PlatformEventsService } from './platform-events.js';
import type { TrackEventsService } from './track-events.js';

/** The app's track-events call and the external platform's signed money callback. */
export function registerPostbackRoutes(
  app: FastifyInstance,
  services: { track: TrackEventsService; platform: PlatformEventsService; recorded: () => void },
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.trackEvents,
    async ({ body, merchant, session }) => {
      const answer = await services.track.track(merchant.code, session.memberId, body);
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
