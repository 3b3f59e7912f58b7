import type { FastifyInstance } from 'fastify';
import { OPS_BASE_PATH } from '@lobby/contract';

/**
 * Every operator page is a page of the console app (ops-app.ts). Production has no development
 * inbox, so /ops/inbox answers 404 there instead of the console's page fallback.
 */
export function registerOpsPages(app: FastifyInstance, options: { devInbox: boolean }): void {
  if (!options.devInbox) {
    app.get(`${OPS_BASE_PATH}/inbox`, async (_request, reply) => reply.callNotFound());
  }
}
