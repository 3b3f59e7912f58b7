import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import type { SignInService } from './sign-in.js';
import { captchaOf, clientOf, loginInputOf } from './account-request.js';

/** Signing in (password or texted code), auto-login by a remembered device, and signing out. */
export function registerSignInRoutes(
  app: FastifyInstance,
  signIn: SignInService,
  options: { checkAnswers: boolean },
): void {
  const opts = { checkAnswers: options.checkAnswers };
  registerCall(
    app,
    calls.sessionLogin,
    ({ body, merchant, request }) =>
      signIn.login(
        merchant,
        { ...loginInputOf(body), captcha: captchaOf(body), remember: body.remember },
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginRemembered,
    ({ body, merchant, request }) =>
      signIn.loginRemembered(
        merchant,
        body.rememberToken,
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerMemberCall(
    app,
    calls.sessionLogout,
    async ({ session }) => {
      await signIn.logout(session);
      return {};
    },
    opts,
  );
}
