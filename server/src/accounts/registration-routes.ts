import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calls,
  registrationSourceSchema,
  type ParsedCallBody,
  type RegistrationSource,
} from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { registerCall } from '../core/http/register-call.js';
import { requestLanguage } from '../core/http/request-language.js';
import { presentRegistration } from './member-presenter.js';
import type { RegistrationService } from './registration.js';
import { captchaOf, clientOf } from './account-request.js';

/** The body of either registration call, as the contract parsed it. */
type RegisterBody =
  ParsedCallBody<typeof calls.memberRegister> | ParsedCallBody<typeof calls.memberRegisterMobile>;

/** What a registration stores of where the player came from (SPEC section 3). */
function registrationRecord(request: FastifyRequest, body: RegisterBody): RegistrationSource {
  // The contract's schema picks the source fields out of the body it has already checked.
  const source = registrationSourceSchema.parse(body);
  return { ...source, affiliateCode: source.affiliateCode ?? request.affiliateCode };
}

/** Registering (by username or mobile), free usernames and the register settings. */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  registration: RegistrationService,
  options: { checkAnswers: boolean },
): void {
  const opts = { checkAnswers: options.checkAnswers };
  const registerHandler = async ({
    body,
    merchant,
    request,
  }: {
    body: RegisterBody;
    merchant: MerchantConfig;
    request: FastifyRequest;
  }) => {
    const { member, token, session, rememberToken } = await registration.register(
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
    async ({ merchant }) => ({ username: await registration.freeUsername(merchant) }),
    opts,
  );
  registerCall(
    app,
    calls.checkUsername,
    async ({ query, merchant, request }) => ({
      exists: await registration.usernameExists(merchant, query.username, request.ip),
    }),
    opts,
  );
  registerCall(
    app,
    calls.registerSettings,
    ({ merchant }) => registration.settings(merchant),
    opts,
  );
}
