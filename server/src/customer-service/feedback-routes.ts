import type { FastifyInstance } from 'fastify';
import { calls, FEEDBACK_BODY_LIMIT_BYTES } from '@lobby/contract';
import type { FeedbackService } from './feedback.js';
import { registerMemberCall, registerOperatorCall } from '../core/http/register-call.js';

/** Players' feedback, and the operators' list of it. */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  feedback: FeedbackService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.submitFeedback,
    ({ session, body }) => feedback.submit(session, body),
    { ...options, bodyLimit: FEEDBACK_BODY_LIMIT_BYTES },
  );
  registerOperatorCall(
    app,
    calls.opsFeedbackList,
    ({ operator }) => feedback.list(operator.merchantCode),
    options,
  );
}
