import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import {
  registerCall,
  registerMemberCall,
  registerOperatorCall,
} from '../core/http/register-call.js';
import { operatorActor } from '../core/audit/audit-log.js';
import type { PushService } from './push-service.js';

/** The push registrations endpoint, CSP_fcmBind/Subscribe/Unsubscribe, and the /ops/ send. */
export function registerPushRoutes(
  app: FastifyInstance,
  push: PushService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.pushRegister,
    async ({ merchant, body }) => ({ token: await push.register(merchant, body.web) }),
    options,
  );
  registerCall(
    app,
    calls.pushRegistrationUpdate,
    async ({ merchant, body }) => ({ token: await push.update(merchant, body.token, body.web) }),
    options,
  );
  registerCall(
    app,
    calls.pushRegistrationDelete,
    async ({ merchant, body }) => {
      await push.remove(merchant, body.token);
      return {};
    },
    options,
  );
  registerMemberCall(
    app,
    calls.fcmBind,
    async ({ session, body }) => {
      await push.bind(session.merchantCode, body.registrationToken, session.memberId);
      return {};
    },
    options,
  );
  registerCall(
    app,
    calls.fcmSubscribe,
    async ({ merchant, body }) => {
      await push.subscribe(merchant.code, body.registrationToken, body.topic);
      return {};
    },
    options,
  );
  registerCall(
    app,
    calls.fcmUnsubscribe,
    async ({ merchant, body }) => {
      await push.unsubscribe(merchant.code, body.registrationToken, body.unsubscribeAll ?? false);
      return {};
    },
    options,
  );
  registerOperatorCall(
    app,
    calls.opsPushSend,
    ({ merchant, operator, request, body }) =>
      push.send(merchant.code, operatorActor(operator, request.ip), body),
    options,
  );
}
