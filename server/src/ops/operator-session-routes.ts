import type { FastifyInstance } from 'fastify';
import { calls, OPERATOR_COOKIE, OPS_BASE_PATH } from '@lobby/contract';
import type { OperatorAuth } from './operators.js';
import { registerCall, registerOperatorCall } from '../core/http/register-call.js';

/** Operator sign-in, who is signed in, and sign-out; the session rides its own cookie. */
export function registerOperatorSessionRoutes(
  app: FastifyInstance,
  auth: OperatorAuth,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.operatorLogin,
    async ({ body, merchant, request, reply }) => {
      const { token, operator, expiresAt } = await auth.signIn(merchant.code, body, request.ip);
      reply.setCookie(OPERATOR_COOKIE, token, {
        path: OPS_BASE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        expires: expiresAt,
      });
      return operator;
    },
    options,
  );
  registerOperatorCall(
    app,
    calls.operatorSession,
    ({ operator }) => ({
      username: operator.username,
      merchantCode: operator.merchantCode,
      role: operator.role,
    }),
    options,
  );
  registerOperatorCall(
    app,
    calls.operatorLogout,
    async ({ operator, reply }) => {
      await auth.signOut(operator);
      reply.clearCookie(OPERATOR_COOKIE, { path: OPS_BASE_PATH });
      return {};
    },
    options,
  );
}
