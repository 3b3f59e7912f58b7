import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { CannedReplies } from './canned-replies.js';

/** The operators' canned chat replies: list, add, change, remove. */
export function registerCannedReplyRoutes(
  app: FastifyInstance,
  replies: CannedReplies,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsCannedReplies,
    ({ merchant }) => replies.list(merchant),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsCreateCannedReply,
    ({ operator, request, body }) => replies.create({ operator, ip: request.ip }, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsUpdateCannedReply,
    ({ operator, request, body }) => replies.update({ operator, ip: request.ip }, body.id, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDeleteCannedReply,
    ({ operator, request, query }) => replies.remove({ operator, ip: request.ip }, query.id),
    options,
  );
}
