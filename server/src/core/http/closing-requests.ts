import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unavailable } from '../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts refusing new requests (the drain of a shutdown); close() does it too. */
    refuseNewRequests(): void;
  }
}

/**
 * While the server drains and closes (SIGTERM), every request that arrives gets the platform's
 * 503 (`service_unavailable`, the failure shape every client reads) and `Connection: close`, so
 * the client or balancer sends it again elsewhere; requests already running finish. Readiness
 * answers the same 503, so balancers stop sending.
 */
async function closingRequests(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.decorate('refuseNewRequests', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw unavailable();
  });
}

export const closingRequestsPlugin = fp(closingRequests, { name: 'lobby-closing-requests' });
