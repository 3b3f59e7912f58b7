import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall, registerMemberCall } from '../core/http/register-call.js';
import type { PasskeyService } from './passkeys.js';
import type { SignInNotices } from './sign-in-notices.js';
import { clientOf } from './account-request.js';

/** The relying party of a request: the host it reached. */
const rpOf = (request: FastifyRequest) => ({ host: request.host });

/** Passkeys (add, list, remove, sign in) and the notices of sign-ins from new devices. */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  services: { passkeys: PasskeyService; notices: SignInNotices },
  options: { checkAnswers: boolean },
): void {
  const opts = { checkAnswers: options.checkAnswers };
  const { passkeys, notices } = services;
  registerMemberCall(
    app,
    calls.passkeyCodeSend,
    ({ body, merchant, session, request }) =>
      passkeys.sendProofCode(merchant, session, body.method, { ip: request.ip }),
    opts,
  );
  registerMemberCall(
    app,
    calls.passkeyRegistrationOptions,
    ({ body, merchant, session, request }) =>
      passkeys.registrationOptions(merchant, session, body, rpOf(request)),
    opts,
  );
  registerMemberCall(
    app,
    calls.addPasskey,
    ({ body, merchant, session, request }) =>
      passkeys.add(merchant, session, { response: body.response, name: body.name }, rpOf(request)),
    opts,
  );
  registerMemberCall(
    app,
    calls.memberPasskeys,
    ({ merchant, session }) => passkeys.list(merchant, session),
    opts,
  );
  registerMemberCall(
    app,
    calls.removePasskey,
    ({ body, merchant, session }) => passkeys.remove(merchant, session, body.id),
    opts,
  );
  registerCall(
    app,
    calls.passkeySignInOptions,
    ({ merchant, request }) => passkeys.signInOptions(merchant, rpOf(request), request.ip),
    opts,
  );
  registerCall(
    app,
    calls.sessionLoginPasskey,
    ({ body, merchant, request }) =>
      passkeys.signIn(
        merchant,
        { challengeId: body.challengeId, response: body.response },
        rpOf(request),
        clientOf(request, body.loginDeviceId, body.device),
      ),
    opts,
  );
  registerMemberCall(
    app,
    calls.signInNotices,
    ({ merchant, session }) => notices.list(merchant, session),
    opts,
  );
  registerMemberCall(
    app,
    calls.endSession,
    ({ body, merchant, session }) => notices.endSession(merchant, session, body.sessionId),
    opts,
  );
}
