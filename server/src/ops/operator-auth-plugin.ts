import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_COOKIE, OPS_BASE_PATH } from '@lobby/contract';
import type { OperatorAuth, OperatorContext } from './operators.js';
import { MERCHANT_PLUGIN } from '../core/http/merchant-request.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of this request's merchant (/ops/ only), or null. */
    operator: OperatorContext | null;
  }
}

const isOpsPath = (url: string) => url === OPS_BASE_PATH || url.startsWith(`${OPS_BASE_PATH}/`);

/**
 * Turns the operator session cookie into an operator of the request's merchant, on /ops/ paths
 * only; a player's Authorization header never makes an operator, nor the cookie a member.
 */
async function operatorAuth(app: FastifyInstance, options: { auth: OperatorAuth }): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!request.merchant || !isOpsPath(request.url)) return;
    const token = request.cookies[OPERATOR_COOKIE];
    if (!token || token.length > 128) return;
    request.operator = await options.auth.authenticate(request.merchant.code, token);
  });
}

export const operatorAuthPlugin = fp(operatorAuth, {
  name: 'lobby-operator-auth',
  dependencies: [MERCHANT_PLUGIN],
});
