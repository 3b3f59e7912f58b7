import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  calls,
  CHAT_MESSAGE_EVENT,
  CHAT_STREAM_PATH,
  CHAT_VISITOR_HEADER,
  chatStreamHeadersSchema,
  chatStreamQuerySchema,
  ERROR_CODES,
  OPS_CHAT_STREAM_PATH,
  operatorMay,
  type ChatMessage,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import { requireMerchant } from '../core/http/merchant-request.js';
import type { ChatPlayer, ChatService } from './chat.js';
import {
  parseRequestPart,
  registerCall,
  registerOperatorCall,
} from '../core/http/register-call.js';

/** The message id a stream resumes after: Last-Event-ID (a browser's reconnect) or ?after=. */
function resumeAfter(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const headers = parseRequestPart(
    chatStreamHeadersSchema,
    { 'last-event-id': header === '' ? undefined : header },
    'headers',
  );
  const query = parseRequestPart(chatStreamQuerySchema, request.query, 'query');
  return headers['last-event-id'] ?? query.after ?? 0;
}

function visitorKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CHAT_VISITOR_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}

/** Streams messages as Server-Sent Events (id = message id) until the client goes. */
async function stream(
  reply: FastifyReply,
  follow: (deliver: (message: ChatMessage) => Promise<void>) => Promise<() => Promise<void>>,
): Promise<void> {
  reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no');
  reply.sse.keepAlive();
  // Before anything is sent, a failure (Redis down) still answers as JSON with its status.
  const stop = await follow((message) =>
    reply.sse.send({ id: String(message.id), event: CHAT_MESSAGE_EVENT, data: message }),
  );
  // Headers go out now even when nothing was replayed: a quiet stream must stay open.
  if (!reply.raw.headersSent) {
    reply.sse.sendHeaders();
    reply.raw.flushHeaders();
  }
  if (reply.sse.isConnected) reply.sse.onClose(() => void stop());
  else await stop();
}

/** The built-in chat: the player's calls and stream, and the operators' calls and stream. */
export function registerChatRoutes(
  app: FastifyInstance,
  chat: ChatService,
  options: { checkAnswers: boolean },
): void {
  const player = (
    ctx: {
      merchant: ChatPlayer['merchant'];
      session: ChatPlayer['session'];
      request: FastifyRequest;
    },
    visitorKey: string | undefined,
  ): ChatPlayer => ({
    merchant: ctx.merchant,
    session: ctx.session,
    visitorKey,
    ip: ctx.request.ip,
  });

  registerCall(
    app,
    calls.launchChat,
    (ctx) => chat.launch(player(ctx, ctx.body.visitorKey)),
    options,
  );
  registerCall(
    app,
    calls.sendChatMessage,
    (ctx) => chat.send(player(ctx, ctx.body.visitorKey), ctx.body),
    options,
  );
  registerCall(
    app,
    calls.chatUnreadCount,
    (ctx) => chat.unreadCount(player(ctx, ctx.body.visitorKey)),
    options,
  );
  registerCall(
    app,
    calls.markChatRead,
    (ctx) => chat.markRead(player(ctx, ctx.body.visitorKey), ctx.body.upTo),
    options,
  );

  app.get(CHAT_STREAM_PATH, { sse: 'only' }, async (request, reply) => {
    const merchant = requireMerchant(request);
    const after = resumeAfter(request);
    const target = await chat.streamTarget({
      merchant,
      session: request.session,
      visitorKey: request.session ? undefined : visitorKeyOf(request),
      ip: request.ip,
    });
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await target.release().catch(() => undefined);
    };
    try {
      await stream(reply, async (deliver) => {
        const stop = await chat.follow(merchant.code, after, target.conversationId, deliver);
        return async () => {
          await release();
          await stop();
        };
      });
    } catch (error) {
      await release();
      throw error;
    }
  });

  registerOperatorCall(
    app,
    calls.opsChatConversations,
    ({ operator, query }) => chat.conversations(operator, query.filter),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsChatMessages,
    ({ operator, query }) => chat.operatorMessages(operator.merchantCode, query.conversationId),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsChatReply,
    ({ merchant, body }) => chat.reply(merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsChatAssign,
    ({ operator, request, body }) => chat.assign({ operator, ip: request.ip }, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsChatAgents,
    ({ operator }) => chat.chatAgents(operator.merchantCode),
    options,
  );

  app.get(
    OPS_CHAT_STREAM_PATH,
    { sse: 'only', config: { merchantFromQuery: true } },
    async (request, reply) => {
      const { operator } = request;
      if (!operator) {
        throw new AppError(401, ERROR_CODES.operatorNotLogin, 'Please sign in as an operator');
      }
      // The stream carries every conversation's messages: only roles that answer chats read it.
      if (!operatorMay(operator.role, 'chat.answer')) {
        throw new AppError(403, ERROR_CODES.operatorForbidden, 'Your role may not do this');
      }
      const after = resumeAfter(request);
      await stream(reply, (deliver) =>
        chat.follow(operator.merchantCode, after, undefined, deliver),
      );
    },
  );
}
