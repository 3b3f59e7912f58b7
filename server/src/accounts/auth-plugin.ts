import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionContext, SessionService } from './sessions.js';
import { MERCHANT_PLUGIN } from '../core/http/merchant-request.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member's session on this request's merchant, or null. */
    session: SessionContext | null;
    /** The raw token the session was found by, kept for logout. */
    sessionToken: string | null;
  }
}

/** Reads the Authorization header (the bare token, or "Bearer <token>") into a session. */
export function tokenOf(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/**
 * Turns Authorization into a session of the request's merchant, or nothing: a token of one
 * merchant is simply unknown on another.
 */
async function auth(app: FastifyInstance, options: { sessions: SessionService }): Promise<void> {
  const { sessions } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request.headers.authorization);
    if (!token || !request.merchant) return;
    request.session = (await sessions.authenticate(request.merchant, token)) ?? null;
    request.sessionToken = request.session ? token : null;
  });
}

export const authPlugin = fp(auth, { name: 'lobby-auth', dependencies: [MERCHANT_PLUGIN] });
