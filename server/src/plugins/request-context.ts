import type { FastifyInstance } from 'fastify';
import { TRACE_ID_HEADER } from '@lobby/contract';

/** Every answer carries the request's trace id, which also tags every log line of the request. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRACE_ID_HEADER, request.id);
  });
}
