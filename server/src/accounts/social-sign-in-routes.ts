import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import type { SocialSignInService } from './social-sign-in.js';
import { clientOf } from './account-request.js';
import { registerLocalIdentityPopup } from './local-identity-popup.js';

/** Signing in with Line, Telegram and Maya (Firebase rides the login call's type firebase). */
export function registerSocialSignInRoutes(
  app: FastifyInstance,
  social: SocialSignInService,
  options: { checkAnswers: boolean },
): void {
  const opts = { checkAnswers: options.checkAnswers };
  registerCall(
    app,
    calls.verifyLineCode,
    ({ body, merchant, request }) =>
      social.verifyLineCode(merchant, body.code ?? '', body.redirectUri ?? '', request.ip),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginLine,
    ({ body, merchant, request }) =>
      social.line(
        merchant,
        body.lineSessionToken,
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginTelegram,
    ({ body, merchant, request }) =>
      social.telegram(
        merchant,
        body.telegramAuth,
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.telegramLoginSetting,
    async ({ merchant }) => social.telegramSetting(merchant),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginMaya,
    ({ body, merchant, request }) =>
      social.maya(
        merchant,
        body.sessionId,
        body.env ?? '',
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(app, calls.signInMethods, async ({ merchant }) => social.methods(merchant), opts);
  registerCall(
    app,
    calls.localIdentityProof,
    ({ body, merchant }) => social.localProof(merchant, body),
    opts,
  );
  registerLocalIdentityPopup(app);
  registerMemberCall(
    app,
    calls.refreshMayaTokens,
    ({ body, merchant, session }) => social.refreshMaya(merchant, session, body.env ?? ''),
    opts,
  );
}
