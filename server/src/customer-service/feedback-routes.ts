import type { FastifyInstance } from 'fastify';
import { calls, FEEDBACK_BODY_LIMIT_BYTES, FEEDBACK_SCREENSHOT_TYPES } from '@lobby/contract';
import type { FeedbackService } from './feedback.js';
import { registerMemberCall, registerOperatorCall } from '../core/http/register-call.js';

const IMAGE_TYPES: readonly string[] = FEEDBACK_SCREENSHOT_TYPES;

/** Players' feedback, and the operators' list of it, its screenshots and its status. */
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
    ({ operator, query }) => feedback.list(operator.merchantCode, query),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsFeedbackScreenshot,
    async ({ operator, query, reply }) => {
      const image = await feedback.screenshot(operator.merchantCode, query.id);
      // The type was checked against the bytes on upload; anything else is never sniffed.
      reply
        .type(IMAGE_TYPES.includes(image.type) ? image.type : 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cross-origin-resource-policy', 'same-origin');
      return Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
    },
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSetFeedbackStatus,
    ({ operator, request, body }) => feedback.setStatus({ operator, ip: request.ip }, body),
    options,
  );
}
