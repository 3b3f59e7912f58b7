import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { EnvelopeKeys } from './envelope-keys.js';
import { presentPublicKey } from './envelope-presenter.js';
import { registerCall } from '../core/http/register-call.js';

/** The request-envelope key call: the merchant's current public key in its scheme's form. */
export function registerEnvelopeRoutes(
  app: FastifyInstance,
  keys: EnvelopeKeys,
  options: { checkAnswers: boolean; now: () => Date },
): void {
  registerCall(
    app,
    calls.sessionRsaKey,
    async ({ merchant }) => {
      const key = await keys.current(merchant.code, merchant.envelope);
      return presentPublicKey(key, options.now());
    },
    { checkAnswers: options.checkAnswers },
  );
}
