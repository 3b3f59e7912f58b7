import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TRACE_ID_HEADER } from '@lobby/contract';

/** Every answer carries the request's trace id, which also tags every log line of the request. */
async function requestContext(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRACE_ID_HEADER, request.id);
  });
}

export const requestContextPlugin = fp(requestContext, { name: 'lobby-request-context' });
