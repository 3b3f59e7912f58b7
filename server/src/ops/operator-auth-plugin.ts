import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, OPERATOR_COOKIE, OPS_BASE_PATH } from '@lobby/contract';
import type { OperatorAuth, OperatorContext } from './operators.js';
import { AppError } from '../core/errors.js';
import { MERCHANT_PLUGIN } from '../core/http/merchant-request.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of this request's merchant (/ops/ only), or null. */
    operator: OperatorContext | null;
  }
}

const isOpsPath = (url: string) => url === OPS_BASE_PATH || url.startsWith(`${OPS_BASE_PATH}/`);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser says this request comes from another site (or another origin of the same
 * site, as a member page on a sibling host would): Sec-Fetch-Site other than same-origin, or an
 * Origin whose host is not the request's. A client that sends neither (no browser) is let be.
 */
export function crossOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // 'null' (a sandboxed frame, a redirect across sites) or worse.
  }
}

const crossSite = () =>
  new AppError(403, ERROR_CODES.operatorForbidden, 'The console refuses requests of other sites');

/**
 * Turns the operator session cookie into an operator of the request's merchant, on /ops/ paths
 * only; a player's Authorization header never makes an operator, nor the cookie a member. A
 * state-changing /ops/api call from another origin is refused before anything (SameSite=Strict
 * alone lets a sibling host of the same site through).
 */
async function operatorAuth(app: FastifyInstance, options: { auth: OperatorAuth }): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!request.merchant || !isOpsPath(request.url)) return;
    const api = request.url.startsWith(`${OPS_BASE_PATH}/api/`);
    if (api && !SAFE_METHODS.has(request.method) && crossOrigin(request)) throw crossSite();
    const token = request.cookies[OPERATOR_COOKIE];
    if (!token || token.length > 128) return;
    request.operator = await options.auth.authenticate(request.merchant.code, token);
  });
}

export const operatorAuthPlugin = fp(operatorAuth, {
  name: 'lobby-operator-auth',
  dependencies: [MERCHANT_PLUGIN],
});
