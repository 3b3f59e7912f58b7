import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, type CallDef } from '@lobby/contract';
import { requireMerchant } from '../../../plugins/merchant.js';
import type { AccountService, ClientFacts } from '../../../services/accounts.js';
import { captchaAnswerOf } from '../../../services/captcha.js';
import type { SessionService } from '../../../services/sessions.js';
import { registerCall } from '../../register-call.js';
import { requestLanguage } from '../../request-language.js';

function clientOf(
  request: FastifyRequest,
  deviceId: string | undefined,
  device?: string,
): ClientFacts {
  const header = request.headers.device;
  return {
    ip: request.ip,
    device: device ?? (typeof header === 'string' ? header : 'H5'),
    userAgent: request.headers['user-agent'] ?? '',
    deviceId,
  };
}

/** What a registration stores of where the player came from (SPEC section 3). */
function registrationRecord(request: FastifyRequest, body: Record<string, unknown>) {
  const pick = [
    'registerMethod',
    'registerUrl',
    'loginDeviceId',
    'isOfficialAppLogin',
    'linkId',
    'domain',
    'referralCode',
    'pixelTrack',
  ] as const;
  return {
    ...Object.fromEntries(
      pick.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
    ),
    affiliateCode: (body.affiliateCode as string | undefined) ?? request.affiliateCode,
  };
}

type RegisterBody = {
  username?: string;
  mobileNum?: string;
  password?: string;
  agentApplication?: boolean;
  loginDeviceId?: string;
  remember?: boolean;
} & Record<string, unknown>;

/** Registration, sign-in, sessions, member info and passwords. */
export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  sessions: SessionService,
  options: { checkAnswers: boolean },
): void {
  const { checkAnswers } = options;
  const opts = { checkAnswers };

  const registerHandler = async ({
    body,
    request,
  }: {
    body: RegisterBody;
    request: FastifyRequest;
  }) => {
    const merchant = requireMerchant(request);
    const { member, token, session, rememberToken } = await accounts.register(
      merchant,
      {
        username: body.username,
        mobileNum: body.mobileNum,
        password: body.password,
        agentApplication: body.agentApplication,
        registration: registrationRecord(request, body),
        language: requestLanguage(request),
        captcha: captchaAnswerOf(body),
        remember: body.remember,
      },
      clientOf(request, body.loginDeviceId),
    );
    const id = String(member.id);
    return {
      id,
      customerId: id,
      userName: member.username,
      token,
      spanId: session.spanId,
      customerType: member.customer_type,
      ...(rememberToken ? { rememberToken } : {}),
    };
  };
  registerCall(app, calls.memberRegister, registerHandler, opts);
  // Some legacy clients register with PUT (LEGACY-WIRE.md).
  registerCall(
    app,
    { ...calls.memberRegister, method: 'PUT' } as CallDef as typeof calls.memberRegister,
    registerHandler,
    opts,
  );
  registerCall(app, calls.memberRegisterMobile, registerHandler, opts);

  registerCall(
    app,
    calls.memberAutoUsername,
    async ({ request }) => ({ username: await accounts.freeUsername(requireMerchant(request)) }),
    opts,
  );
  registerCall(
    app,
    calls.checkUsername,
    async ({ query, request }) => ({
      exists: await accounts.usernameExists(requireMerchant(request), query.username, request.ip),
    }),
    opts,
  );
  registerCall(
    app,
    calls.registerSettings,
    ({ request }) => accounts.settings(requireMerchant(request)),
    opts,
  );

  registerCall(
    app,
    calls.sessionLogin,
    ({ body, request }) =>
      accounts.login(
        requireMerchant(request),
        {
          username: body.username,
          password: body.password,
          captcha: captchaAnswerOf(body),
          remember: body.remember,
        },
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginRemembered,
    ({ body, request }) =>
      accounts.loginRemembered(
        requireMerchant(request),
        body.rememberToken,
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerCall(
    app,
    calls.sessionLogout,
    async ({ request }) => {
      await accounts.logout(request.session!);
      return {};
    },
    opts,
  );
  registerCall(
    app,
    calls.memberInfo,
    ({ request }) => accounts.info(requireMerchant(request), request.session!),
    opts,
  );
  registerCall(
    app,
    calls.memberLanguage,
    async ({ body, request }) => ({
      language: body.language.toUpperCase(),
      saved: await accounts.setLanguage(requireMerchant(request), request.session!, body.language),
    }),
    opts,
  );
  registerCall(
    app,
    calls.changePassword,
    async ({ body, request }) => ({
      endedSessions: await accounts.changePassword(
        requireMerchant(request),
        request.session!,
        body.oldPassword,
        body.newPassword,
      ),
    }),
    opts,
  );
  registerCall(
    app,
    calls.memberSessions,
    async ({ request }) =>
      (await sessions.list(requireMerchant(request), request.session!)).map((row) => ({
        id: row.id,
        device: row.device,
        ip: row.ip,
        userAgent: row.user_agent,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        current: row.id === request.session!.id,
      })),
    opts,
  );
  registerCall(
    app,
    calls.endOtherSessions,
    async ({ request }) => ({ endedSessions: await accounts.endOtherSessions(request.session!) }),
    opts,
  );
}
