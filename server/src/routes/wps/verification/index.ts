import type { FastifyInstance } from 'fastify';
import { calls, captchaAnswerSchema, type ParsedCallBody } from '@lobby/contract';
import type { DevInboxRepository } from '../../../db/dev-inbox-repository.js';
import type { CodeAccounts } from '../../../services/code-accounts.js';
import { registerCall, registerOperatorCall } from '../../register-call.js';

type SmsBody = ParsedCallBody<typeof calls.smsCodeLogin>;

const targetOf = (body: SmsBody) => ({
  countryDialingCode: body.countryDialingCode,
  mobileNum: body.mobileNum,
});

/** Texted codes for sign-in, registration and password resets, and the development inbox. */
export function registerVerificationRoutes(
  app: FastifyInstance,
  codeAccounts: CodeAccounts,
  options: { checkAnswers: boolean; inbox: DevInboxRepository | undefined },
): void {
  const opts = { checkAnswers: options.checkAnswers };
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
