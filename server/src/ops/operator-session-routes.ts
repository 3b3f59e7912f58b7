import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls, OPERATOR_COOKIE, OPS_BASE_PATH } from '@lobby/contract';
import type { OperatorAuth, OperatorStep } from './operators.js';
import { registerCall, registerOperatorCall } from '../core/http/register-call.js';

const cookieOf = (request: FastifyRequest) => request.cookies[OPERATOR_COOKIE];
// The cookie lives as long as a full session; the server ends an unfinished sign-in sooner.
const cookieExpiry = (expiresAt: Date) => new Date(expiresAt.getTime() + 12 * 3_600_000);

function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(OPERATOR_COOKIE, token, {
    path: OPS_BASE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires,
  });
}

/**
 * Operator sign-in in its stages (password, authenticator code, first sign-in's new password and
 * pairing), who is signed in, and sign-out; the session rides its own cookie on /ops only.
 */
export function registerOperatorSessionRoutes(
  app: FastifyInstance,
  auth: OperatorAuth,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.operatorLogin,
    async ({ body, merchant, request, reply }) => {
      const { token, stage, expiresAt } = await auth.signIn(merchant, body, request.ip);
      setSessionCookie(request, reply, token, cookieExpiry(expiresAt));
      return { stage };
    },
    options,
  );
  // Each step done hands the session a new token, so one seen before it opens nothing after.
  const stepped = (request: FastifyRequest, reply: FastifyReply, step: OperatorStep) => {
    setSessionCookie(request, reply, step.token, cookieExpiry(step.expiresAt));
    return { stage: step.stage };
  };
  registerCall(
    app,
    calls.operatorSignInCode,
    async ({ body, merchant, request, reply }) =>
      stepped(
        request,
        reply,
        await auth.code(merchant, cookieOf(request) ?? '', body.code, request.ip),
      ),
    options,
  );
  registerCall(
    app,
    calls.operatorNewPassword,
    async ({ body, merchant, request, reply }) =>
      stepped(
        request,
        reply,
        await auth.newPassword(merchant, cookieOf(request) ?? '', body.password, request.ip),
      ),
    options,
  );
  registerCall(
    app,
    calls.operatorPairing,
    ({ merchant, request }) => auth.pairing(merchant, cookieOf(request) ?? ''),
    options,
  );
  registerCall(
    app,
    calls.operatorPair,
    async ({ body, merchant, request, reply }) =>
      stepped(
        request,
        reply,
        await auth.pair(merchant, cookieOf(request) ?? '', body.code, request.ip),
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.operatorSession,
    async ({ operator }) => ({
      username: operator.username,
      merchantCode: operator.merchantCode,
      role: operator.role,
      superOperator: operator.superOperator,
      merchants: await auth.merchantsOf(operator),
    }),
    options,
  );
  registerOperatorCall(
    app,
    calls.operatorLogout,
    async ({ operator, request, reply }) => {
      await auth.signOut(operator, request.ip);
      reply.clearCookie(OPERATOR_COOKIE, { path: OPS_BASE_PATH });
      return {};
    },
    options,
  );
}
