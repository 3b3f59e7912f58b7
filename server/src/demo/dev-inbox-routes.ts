import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { InboxReader } from '../messaging/index.js';

/** The development inbox for signed-in operators: what a demo merchant's local adapters sent. */
export function registerDevInboxRoutes(
  app: FastifyInstance,
  inbox: InboxReader,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsInboxList,
    async ({ operator, query }) => ({
      messages: (await inbox.latest(operator.merchantCode, query.recipient)).map((row) => ({
        channel: row.channel,
        recipient: row.recipient,
        text: row.body,
        createdAt: row.created_at.toISOString(),
      })),
    }),
    options,
  );
}
