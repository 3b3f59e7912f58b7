import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { InboxReader } from '../messaging/index.js';
import type { CodeAccounts } from './code-accounts.js';
import type { MemberEmailService } from './member-email.js';
import { captchaOf, phoneTargetOf } from './account-request.js';
import {
  registerCall,
  registerMemberCall,
  registerOperatorCall,
} from '../core/http/register-call.js';

/**
 * Texted codes for sign-in and registration (reset codes: password-routes.ts), the member's
 * email address, and the development inbox.
 */
export function registerVerificationRoutes(
  app: FastifyInstance,
  services: { codeAccounts: CodeAccounts; memberEmail: MemberEmailService },
  options: { checkAnswers: boolean; inbox: InboxReader | undefined },
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
      codeAccounts.sendRegisterCode(merchant, phoneTargetOf(body), captchaOf(body), request),
    opts,
  );
  const inbox = options.inbox;
  if (inbox) {
    registerOperatorCall(
      app,
      calls.opsInboxList,
      async ({ operator, query }) => ({
        messages: (await inbox.latest(operator.merchantCode, query.recipient)).map((row) => ({
          channel: row.channel,
          recipient: row.recipient,
          text: row.body,
          createdAt: row.created_at.toISOString(),
        })),
      }),
      opts,
    );
  }
}
