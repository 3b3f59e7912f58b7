import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { requestLanguage } from '../core/http/request-language.js';
import type { CodeAccounts } from './code-accounts.js';
import type { MemberEmailService } from './member-email.js';
import { captchaOf, phoneTargetOf } from './account-request.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';

/**
 * Texted codes for sign-in and registration (reset codes: password-routes.ts), and the member's
 * email address.
 */
export function registerVerificationRoutes(
  app: FastifyInstance,
  services: { codeAccounts: CodeAccounts; memberEmail: MemberEmailService },
  options: { checkAnswers: boolean },
): void {
  const { codeAccounts, memberEmail } = services;
  const opts = { checkAnswers: options.checkAnswers };
  registerMemberCall(
    app,
    calls.memberEmailCode,
    ({ body, merchant, session, request }) =>
      memberEmail.sendCode(merchant, session, body.email, request),
    opts,
  );
  registerMemberCall(
    app,
    calls.memberEmailConfirm,
    ({ body, merchant, session }) => memberEmail.confirm(merchant, session, body.email, body.code),
    opts,
  );
  registerCall(
    app,
    calls.smsCodeLogin,
    ({ body, merchant, request }) =>
      codeAccounts.sendLoginCode(merchant, phoneTargetOf(body), captchaOf(body), request),
    opts,
  );
  registerCall(
    app,
    calls.smsCodeRegister,
    ({ body, merchant, request }) =>
      codeAccounts.sendRegisterCode(
        merchant,
        phoneTargetOf(body),
        captchaOf(body),
        request,
        requestLanguage(request),
      ),
    opts,
  );
}
