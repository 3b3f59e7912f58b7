import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import type { CodeAccounts } from './code-accounts.js';
import type { PasswordService } from './password-service.js';
import type { ResetLinks } from './reset-links.js';
import { captchaOf, phoneTargetOf } from './account-request.js';

/** Changing the own password, and resets by emailed link or texted code. */
export function registerPasswordRoutes(
  app: FastifyInstance,
  services: { passwords: PasswordService; resetLinks: ResetLinks; codeAccounts: CodeAccounts },
  options: { checkAnswers: boolean },
): void {
  const { passwords, resetLinks, codeAccounts } = services;
  const opts = { checkAnswers: options.checkAnswers };
  registerMemberCall(
    app,
    calls.changePassword,
    async ({ body, merchant, session }) => ({
      endedSessions: await passwords.changePassword(
        merchant,
        session,
        body.oldPassword,
        body.newPassword,
      ),
    }),
    opts,
  );
  registerCall(
    app,
    calls.passwordResetEmail,
    ({ body, merchant, request }) =>
      resetLinks.send(merchant, body.account, captchaOf(body), request),
    opts,
  );
  registerCall(
    app,
    calls.passwordResetLink,
    async ({ body, merchant, request }) => {
      await resetLinks.reset(merchant, body, request);
      return {};
    },
    opts,
  );
  registerCall(
    app,
    calls.passwordResetSms,
    ({ body, merchant, request }) =>
      codeAccounts.sendResetCode(merchant, phoneTargetOf(body), captchaOf(body), request),
    opts,
  );
  registerCall(
    app,
    calls.passwordResetVerification,
    async ({ body, merchant, request }) => {
      await codeAccounts.resetPassword(merchant, body, request);
      return {};
    },
    opts,
  );
}
