import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { requireMerchant } from '../../../plugins/merchant.js';
import type { HandoffService } from '../../../services/handoff.js';
import { registerCall } from '../../register-call.js';

/** Hand-off tokens for external banner links, and their redemption by partners. */
export function registerHandoffRoutes(
  app: FastifyInstance,
  handoffs: HandoffService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.createHandoff,
    // registerCall answers customer.not.login before a member call runs without a session.
    ({ body, request }) => handoffs.create(request.session!, body.url, request.hostname),
    options,
  );
  registerCall(
    app,
    calls.redeemHandoff,
    ({ body, request }) => handoffs.redeem(requireMerchant(request).code, body.token, body.host),
    options,
  );
}
