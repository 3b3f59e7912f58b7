import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calls,
  captchaAnswerSchema,
  registrationSourceSchema,
  type ParsedCallBody,
  type RegistrationSource,
} from '@lobby/contract';
import { requireMerchant } from '../../../plugins/merchant.js';
import type { AccountService, ClientFacts } from '../../../services/accounts.js';
import type { SessionService } from '../../../services/sessions.js';
import { registerCall } from '../../register-call.js';
import { storedHeader } from '../../request-headers.js';
import { requestLanguage } from '../../request-language.js';

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
        mobileNum: 'mobileNum' in body ? body.mobileNum : undefined,
        password: body.password,
        agentApplication: body.agentApplication,
        registration: registrationRecord(request, body),
        social: body,
        language: requestLanguage(request),
        captcha: captchaOf(body),
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
  registerCall(app, { ...calls.memberRegister, method: 'PUT' }, registerHandler, opts);
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
