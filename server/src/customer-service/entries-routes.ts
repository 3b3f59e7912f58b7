import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { CustomerServiceEntries } from './entries.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';

/** Customer-service entries for the caller, and authKeys for chat links. */
export function registerCustomerServiceRoutes(
  app: FastifyInstance,
  entries: CustomerServiceEntries,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.customerServiceScript,
    ({ merchant, session }) => entries.forPlayer(merchant, session),
    options,
  );
  registerMemberCall(
    app,
    calls.saveMemberInfoByAuthKey,
    ({ session }) => entries.saveAuthKey(session),
    options,
  );
  registerCall(
    app,
    calls.redeemChatAuthKey,
    ({ merchant, body }) => entries.redeemAuthKey(merchant, body.authKey),
    options,
  );
}
