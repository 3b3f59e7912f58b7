import type { FastifyInstance } from 'fastify';
import { calls, minorDigits, opsLanguagesOf } from '@lobby/contract';
import { registerCall } from '../core/http/register-call.js';

/** What the console reads before sign-in: the merchant, its staff languages and currency. */
export function registerOpsConsoleRoutes(
  app: FastifyInstance,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.operatorConsole,
    ({ merchant }) => ({
      merchantCode: merchant.code,
      merchantName: merchant.name,
      languages: opsLanguagesOf(merchant.ops.languages),
      currency: merchant.currency,
      minorDigits: minorDigits(merchant.currency),
    }),
    options,
  );
}
