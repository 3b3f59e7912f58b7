import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { presentCurrency } from './wallet-presenter.js';
import type { DepositService } from './deposits.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import { registerRawBodyRoutes } from '../core/http/raw-body.js';
import { readSignedRequest } from '../core/signed-request.js';
import { siteOf } from '../games/index.js';

/** Deposit settings, starting a deposit, its state, and the providers' signed notifications. */
export function registerDepositRoutes(
  app: FastifyInstance,
  deposits: DepositService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.depositSettings,
    ({ merchant }) => ({ ...presentCurrency(merchant), methods: deposits.methods(merchant) }),
    options,
  );
  registerMemberCall(
    app,
    calls.createDeposit,
    ({ body, merchant, session, request }) =>
      deposits.create(merchant, session, body, siteOf(request, merchant).origin),
    options,
  );
  registerMemberCall(
    app,
    calls.depositStatus,
    ({ query, merchant, session }) => deposits.status(merchant, session, query.depositId),
    options,
  );
  registerRawBodyRoutes(app, (scope, rawBodyOf) => {
    registerCall(
      scope,
      calls.paymentCallback,
      ({ body, merchant, request }) =>
        deposits.notify(merchant, readSignedRequest(request, 'provider', rawBodyOf(request)), body),
      options,
    );
  });
}
