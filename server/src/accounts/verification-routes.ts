import type { FastifyInstance } from 'fastify';
import { calls, captchaAnswerSchema, type ParsedCallBody } from '@lobby/contract';
import type { CodeAccounts } from './code-accounts.js';
import type { MemberEmailService } from './member-email.js';
import type { ResetLinks } from './reset-links.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';

type SmsBody = ParsedCallBody<typeof calls.smsCodeLogin>;

const targetOf = (body: SmsBody) => ({
  countryDialingCode: body.countryDialingCode,
  mobileNum: body.mobileNum,
});

/**
 * Texted codes for sign-in, registration and password resets, the member's email address,
 * and password resets by emailed link.
 */
export function registerVerificationRoutes(
  app: FastifyInstance,
  services: { codeAccounts: CodeAccounts; memberEmail: MemberEmailService; resetLinks: ResetLinks },
  options: { checkAnswers: boolean },
): void {
  const { codeAccounts, memberEmail, resetLinks } = services;
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
    calls.passwordResetEmail,
    ({ body, merchant, request }) =>
      resetLinks.send(merchant, body.account, captchaAnswerSchema.parse(body), request),
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
    calls.smsCodeLogin,
    ({ body, merchant, request }) =>
      codeAccounts.sendLoginCode(
        merchant,
        targetOf(body),
        captchaAnswerSchema.parse(body),
        request,
      ),
    opts,
  );
  registerCall(
    app,
    calls.smsCodeRegister,
    ({ body, merchant, request }) =>
      codeAccounts.sendRegisterCode(
        merchant,
        targetOf(body),
        captchaAnswerSchema.parse(body),
        request,
      ),
    opts,
  );
  registerCall(
    app,
    calls.passwordResetSms,
    ({ body, merchant, request }) =>
      codeAccounts.sendResetCode(
        merchant,
        targetOf(body),
        captchaAnswerSchema.parse(body),
        request,
      ),
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
