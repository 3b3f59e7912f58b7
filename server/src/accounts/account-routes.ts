import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calls,
  captchaAnswerSchema,
  registrationSourceSchema,
  type MemberInfo,
  type ParsedCallBody,
  type RegistrationSource,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { presentRegistration } from './member-presenter.js';
import { presentSession } from './session-presenter.js';
import type { AccountService, ClientFacts } from './accounts.js';
import type { SessionService } from './sessions.js';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import { storedHeader } from '../core/http/request-headers.js';
import { requestLanguage } from '../core/http/request-language.js';

function clientOf(
  request: FastifyRequest,
  deviceId: string | undefined,
  device?: string,
): ClientFacts {
  return {
    ip: request.ip,
    device: device ?? storedHeader(request, 'device') ?? 'H5',
    userAgent: storedHeader(request, 'user-agent') ?? '',
    deviceId,
  };
}

/** The body of either registration call, as the contract parsed it. */
type RegisterBody =
  ParsedCallBody<typeof calls.memberRegister> | ParsedCallBody<typeof calls.memberRegisterMobile>;

/** The captcha fields of a body, and nothing else of it (no password reaches the verifier). */
const captchaOf = (body: object) => captchaAnswerSchema.parse(body);

/** What a registration stores of where the player came from (SPEC section 3). */
function registrationRecord(request: FastifyRequest, body: RegisterBody): RegistrationSource {
  // The contract's schema picks the source fields out of the body it has already checked.
  const source = registrationSourceSchema.parse(body);
  return { ...source, affiliateCode: source.affiliateCode ?? request.affiliateCode };
}

/** Registration, sign-in, sessions, member info and passwords. */
export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  sessions: SessionService,
  options: {
    checkAnswers: boolean;
    /** The member's VIP club label, in a language (member info's clubLabel). */
    clubLabel?: (
      merchant: MerchantConfig,
      memberId: number,
      language: string,
    ) => Promise<MemberInfo['clubLabel']>;
  },
): void {
  const { checkAnswers } = options;
  const opts = { checkAnswers };

  const registerHandler = async ({
    body,
    merchant,
    request,
  }: {
    body: RegisterBody;
    merchant: MerchantConfig;
    request: FastifyRequest;
  }) => {
    const { member, token, session, rememberToken } = await accounts.register(
      merchant,
      {
        username: body.username,
        mobileNum: 'mobileNum' in body ? body.mobileNum : undefined,
        countryDialingCode: 'countryDialingCode' in body ? body.countryDialingCode : undefined,
        verificationCode: 'verificationCode' in body ? body.verificationCode : undefined,
        password: body.password,
        agentApplication: body.agentApplication,
        registration: registrationRecord(request, body),
        social: body,
        language: requestLanguage(request),
        captcha: captchaOf(body),
        remember: body.remember,
        consent: { birthDate: body.birthDate, acceptTerms: body.acceptTerms },
      },
      clientOf(request, body.loginDeviceId),
    );
    return presentRegistration(member, { token, session, rememberToken });
  };
  registerCall(app, calls.memberRegister, registerHandler, opts);
  // Some legacy clients register with PUT (LEGACY-WIRE.md).
  registerCall(app, { ...calls.memberRegister, method: 'PUT' }, registerHandler, opts);
  registerCall(app, calls.memberRegisterMobile, registerHandler, opts);

  registerCall(
    app,
    calls.memberAutoUsername,
    async ({ merchant }) => ({ username: await accounts.freeUsername(merchant) }),
    opts,
  );
  registerCall(
    app,
    calls.checkUsername,
    async ({ query, merchant, request }) => ({
      exists: await accounts.usernameExists(merchant, query.username, request.ip),
    }),
    opts,
  );
  registerCall(app, calls.registerSettings, ({ merchant }) => accounts.settings(merchant), opts);

  registerCall(
    app,
    calls.sessionLogin,
    ({ body, merchant, request }) =>
      accounts.login(
        merchant,
        {
          type: body.type,
          isSms: body.isSms,
          username: body.username,
          password: body.password,
          captcha: captchaOf(body),
          remember: body.remember,
        },
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginVerification,
    ({ body, merchant, request }) =>
      accounts.loginVerification(
        merchant,
        {
          type: body.type,
          isSms: body.isSms,
          username: body.username,
          password: body.password,
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
      accounts.sendSecondFactorCode(
        merchant,
        {
          type: body.type,
          isSms: body.isSms,
          username: body.username,
          password: body.password,
          verifyMethod: body.verifyMethod,
        },
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorStatus,
    ({ merchant, session }) => accounts.twoFactorStatus(merchant, session),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorCodes,
    ({ body, merchant, session }) => accounts.twoFactorCodes(merchant, session, body),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorSetup,
    ({ body, merchant, session }) => accounts.twoFactorSetup(merchant, session, body.password),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorConfirm,
    async ({ body, session }) => ({
      recoveryCodes: await accounts.twoFactorConfirm(session, body.code),
    }),
    opts,
  );
  registerMemberCall(
    app,
    calls.twoFactorDisable,
    async ({ body, merchant, session }) => {
      await accounts.twoFactorDisable(merchant, session, body.password);
      return {};
    },
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginRemembered,
    ({ body, merchant, request }) =>
      accounts.loginRemembered(
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
      await accounts.logout(session);
      return {};
    },
    opts,
  );
  registerMemberCall(
    app,
    calls.memberInfo,
    async ({ merchant, session, request }) => {
      const info = await accounts.info(merchant, session);
      if (!options.clubLabel) return info;
      const language = requestLanguage(request) || info.language;
      return { ...info, clubLabel: await options.clubLabel(merchant, session.memberId, language) };
    },
    opts,
  );
  registerMemberCall(
    app,
    calls.memberLanguage,
    async ({ body, merchant, session }) => ({
      language: body.language.toUpperCase(),
      saved: await accounts.setLanguage(merchant, session, body.language),
    }),
    opts,
  );
  registerMemberCall(
    app,
    calls.changePassword,
    async ({ body, merchant, session }) => ({
      endedSessions: await accounts.changePassword(
        merchant,
        session,
        body.oldPassword,
        body.newPassword,
      ),
    }),
    opts,
  );
  registerMemberCall(
    app,
    calls.memberSessions,
    async ({ merchant, session }) =>
      (await sessions.list(merchant, session)).map((row) => presentSession(row, session.id)),
    opts,
  );
  registerMemberCall(
    app,
    calls.endOtherSessions,
    async ({ session }) => ({ endedSessions: await accounts.endOtherSessions(session) }),
    opts,
  );
}
