import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { VerificationCodes } from './verification-codes.js';

/** Where the e2e server's accounts controls answer; nothing else is ever served under /e2e/. */
export const E2E_CODE_SPACING_PATH = '/e2e/accounts/code-spacing';

interface SpacingBody {
  channel: 'sms' | 'email';
  /** The E.164 number or the email address the codes went to. */
  to: string;
}

/**
 * Test-only controls, registered only when the server runs its e2e configuration (E2E_CONTROLS,
 * which production refuses at start): an e2e spec crosses the accounts area's time windows here
 * instead of waiting them out. Not a member call: no session, no envelope, not in the contract.
 */
export function registerE2eControlRoutes(app: FastifyInstance, codes: VerificationCodes): void {
  app.post<{ Body: SpacingBody }>(
    E2E_CODE_SPACING_PATH,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['channel', 'to'],
          properties: {
            channel: { type: 'string', enum: ['sms', 'email'] },
            to: { type: 'string', minLength: 1, maxLength: 254 },
          },
        },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant;
      if (!merchant) throw new AppError(400, ERROR_CODES.unknownMerchant, 'Unknown merchant');
      // The minute between sends to this recipient has passed; nothing else about it changes.
      const moved = await codes.spacingPassed(merchant, request.body);
      return reply.send({ moved });
    },
  );
}
