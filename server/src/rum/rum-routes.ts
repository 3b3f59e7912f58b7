import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerCall } from '../core/http/register-call.js';
import type { RumService } from './rum-service.js';

/** The timing beacon and the test ping (SPEC.md section 7). */
export function registerRumRoutes(
  app: FastifyInstance,
  rum: RumService,
  options: { checkAnswers: boolean; now: () => Date },
): void {
  registerCall(
    app,
    calls.systemCollect,
    ({ body, merchant, request }) => rum.collect(merchant, body, request.ip),
    options,
  );
  registerCall(
    app,
    calls.systemPing,
    ({ merchant }) => ({ merchantCode: merchant.code, serverTime: options.now().toISOString() }),
    options,
  );
}
