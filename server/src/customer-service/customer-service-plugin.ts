import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sse from '@fastify/sse';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { CannedReplies } from './canned-replies.js';
import { CannedReplyRepository } from './canned-reply-repository.js';
import { registerCannedReplyRoutes } from './canned-reply-routes.js';
import { OperatorChatAgents } from './chat-agents.js';
import { MemoryChatBus, RedisChatBus } from './chat-bus.js';
import { ChatRepository } from './chat-repository.js';
import { registerChatRoutes } from './chat-routes.js';
import { ChatService } from './chat.js';
import { registerCustomerServiceRoutes } from './entries-routes.js';
import { CustomerServiceEntries } from './entries.js';
import { FeedbackRepository } from './feedback-repository.js';
import { registerFeedbackRoutes } from './feedback-routes.js';
import { FeedbackService } from './feedback.js';

/** The customer-service entries, the live chat with operators, and feedback. */
async function customerService(app: FastifyInstance): Promise<void> {
  const { db, redis, oneUse, limiter, now, checkAnswers, audit } = app.core;
  const { members } = app.accounts;
  registerCustomerServiceRoutes(
    app,
    new CustomerServiceEntries(members, oneUse, app.promotions.labelOf),
    { checkAnswers },
  );
  const bus = redis ? new RedisChatBus(redis) : new MemoryChatBus();
  app.addHook('onClose', () => bus.close());
  await app.register(sse, { heartbeatInterval: 25_000 });
  const cannedReplies = new CannedReplies(new CannedReplyRepository(db), audit, now);
  registerCannedReplyRoutes(app, cannedReplies, { checkAnswers });
  const chat = new ChatService({
    chats: new ChatRepository(db),
    members,
    bus,
    limiter,
    now,
    audit,
    agents: new OperatorChatAgents((merchantCode) => app.ops.accounts.list(merchantCode)),
    cannedReplies,
  });
  registerChatRoutes(app, chat, { checkAnswers });
  const feedback = new FeedbackService({
    feedback: new FeedbackRepository(db),
    limiter,
    now,
    audit,
  });
  registerFeedbackRoutes(app, feedback, { checkAnswers });
}

export const customerServicePlugin = fp(customerService, {
  name: 'customer-service',
  dependencies: [CORE_PLUGIN, 'accounts', 'promotions', 'ops'],
});
