import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { InboxReader } from '../messaging/index.js';

/**
 * The development inbox for signed-in operators: what a demo merchant's local adapters sent. It
 * answers on demo merchants only; on a real one it is not there (404, as in production), so a
 * real merchant's operators never read texts meant for players.
 */
export async function registerDevInboxRoutes(
  app: FastifyInstance,
  inbox: InboxReader,
  options: { checkAnswers: boolean },
): Promise<void> {
  await app.register(async (demoOnly) => {
    demoOnly.addHook('preHandler', async (request, reply) => {
      if (!request.merchant?.demo) return reply.callNotFound();
    });
    registerInboxCall(demoOnly, inbox, options);
  });
}

function registerInboxCall(
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
