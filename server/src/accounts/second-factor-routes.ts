import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import type { SecondFactorService } from './second-factor.js';
import { clientOf, loginInputOf } from './account-request.js';

/** A sign-in's second step and its codes, and turning the second factors on and off. */
export function registerSecondFactorRoutes(
  app: FastifyInstance,
  secondFactor: SecondFactorService,
  options: { checkAnswers: boolean },
): void {
  const opts = { checkAnswers: options.checkAnswers };
  registerCall(
    app,
    calls.sessionLoginVerification,
    ({ body, merchant, request }) =>
      secondFactor.verifySignIn(
        merchant,
        {
          ...loginInputOf(body),
          remember: body.remember,
          verifyMethod: body.verifyMethod,
          verifyCode: body.verifyCode,
        },
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginCodeSend,
    ({ body, merchant, request }) =>
      secondFactor.sendSignInCode(
        merchant,
        { ...loginInputOf(body), verifyMethod: body.verifyMethod },
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorStatus,
    ({ merchant, session }) => secondFactor.status(merchant, session),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorCodes,
    ({ body, merchant, session }) => secondFactor.setCodeFactor(merchant, session, body),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorSetup,
    ({ body, merchant, session }) =>
      secondFactor.setupAuthenticator(merchant, session, body.password),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorConfirm,
    async ({ body, session }) => ({
      recoveryCodes: await secondFactor.confirmAuthenticator(session, body.code),
    }),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorDisable,
    async ({ body, merchant, session }) => {
      await secondFactor.disableAuthenticator(merchant, session, body.password);
      return {};
    },
    opts,
  );
}
