import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { HandoffService } from './handoff.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';

/** Hand-off tokens for external banner links, and their redemption by partners. */
export function registerHandoffRoutes(
  app: FastifyInstance,
  handoffs: HandoffService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.createHandoff,
    ({ body, session, request }) => handoffs.create(session, body.url, request.hostname),
    options,
  );
  registerCall(
    app,
    calls.redeemHandoff,
    ({ body, merchant }) => handoffs.redeem(merchant.code, body.token, body.host),
    options,
  );
}
