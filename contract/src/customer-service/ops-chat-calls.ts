import { z } from 'zod/mini';
import { int4Id, queryInt4Id } from '../core/bounds.js';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { isUiLanguage } from '../core/language.js';
import { chatMessageSchema, chatMessageText, clientId } from './chat-calls.js';
import { OPS_BASE_PATH } from '../ops/ops-base.js';

// The operators' side of chat, apart from the players' calls (chat.ts) so the player app's
// bundle carries none of it.

/** Server-Sent Events of every conversation of the operator's merchant. */
export const OPS_CHAT_STREAM_PATH = `${OPS_BASE_PATH}/api/chat/stream`;

/** Which conversations an operator lists: all, the ones assigned to them, or nobody's. */
export const OPS_CONVERSATION_FILTERS = ['all', 'mine', 'unassigned'] as const;
export type OpsConversationFilter = (typeof OPS_CONVERSATION_FILTERS)[number];

/** The longest operator name an assignment names (operator names are at most 64). */
const operatorName = text(64).check(z.minLength(1));

export const opsConversationSchema = z.object({
  id: z.number(),
  playerName: z.string(),
  kind: z.enum(['member', 'visitor']),
  lastMessageAt: z.nullable(z.string()),
  /** Player messages no operator has seen yet. */
  unread: z.number(),
  /** The operator who has the conversation, or null while nobody has taken it. */
  assignedTo: z.nullable(z.string()),
  /** The member's language (a canned reply is sent in it); null for a visitor. */
  language: z.nullable(z.string()),
});
export type OpsConversation = z.infer<typeof opsConversationSchema>;

export const opsChatConversations = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/chat/conversations`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  query: z.object({ filter: z.optional(z.enum(OPS_CONVERSATION_FILTERS)) }),
  value: z.object({
    conversations: z.array(opsConversationSchema),
    /** Player messages not yet seen in all the merchant's conversations (the inbox's badge). */
    unreadTotal: z.number(),
  }),
  errors: [],
  summary:
    "The merchant's conversations, latest message first (at most 100): all, the operator's own, or the ones nobody has taken; with each one's unread count and the total.",
});

export const opsChatMessages = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/chat/messages`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  query: z.object({ conversationId: queryInt4Id() }),
  value: z.object({ messages: z.array(chatMessageSchema) }),
  errors: [ERROR_CODES.chatNotFound],
  summary: "A conversation's latest messages, oldest first; marks the player's as seen.",
});

export const opsChatReply = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/chat/messages`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  body: z
    .object({
      conversationId: int4Id(),
      clientId,
      /** The operator's own words; or else */
      text: z.optional(chatMessageText),
      /** a canned reply, sent in the member's language when it has one (else the merchant's). */
      cannedReplyId: z.optional(int4Id()),
    })
    .check(
      z.refine(
        (body) => (body.text === undefined) !== (body.cannedReplyId === undefined),
        'give either text or cannedReplyId',
      ),
    ),
  value: chatMessageSchema,
  errors: [ERROR_CODES.chatNotFound, ERROR_CODES.cannedReplyNotFound],
  summary:
    "An operator's answer in a conversation of the merchant, in their own words or a canned reply in the member's language; delivered live to the player.",
});

export const opsChatAssign = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/chat/assignment`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  body: z.object({
    conversationId: int4Id(),
    /** Who has the conversation now: the operator themself (take), another (transfer), or null. */
    assignee: z.nullable(operatorName),
    /** Who the operator saw having it; a change meanwhile answers chat.assignment.changed. */
    previousAssignee: z.nullable(operatorName),
  }),
  value: opsConversationSchema,
  errors: [
    ERROR_CODES.chatNotFound,
    ERROR_CODES.chatAssignmentChanged,
    ERROR_CODES.chatAssigneeInvalid,
  ],
  summary:
    'Takes, transfers or releases a conversation, only if it is still with `previousAssignee` (one conditional update); the assignee must be an operator of the merchant who answers chats. Audited.',
});

export const opsChatAgents = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/chat/agents`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  value: z.object({ agents: z.array(z.object({ username: z.string(), role: z.string() })) }),
  errors: [],
  summary:
    "The merchant's operators a conversation may be transferred to (roles that answer chats).",
});

/** The longest canned reply title, and how many canned replies a merchant keeps. */
export const CANNED_REPLY_TITLE_MAX_LENGTH = 80;
export const CANNED_REPLIES_MAX = 200;

/** A canned reply's text per language (the player app's codes); at least one. */
export const cannedReplyTextsSchema = z
  .record(
    text(8).check(z.refine((code) => isUiLanguage(code), 'must be a language of the player app')),
    chatMessageText,
  )
  .check(z.refine((texts) => Object.keys(texts).length > 0, 'needs a text in one language'));

export const cannedReplySchema = z.object({
  id: z.number(),
  title: z.string(),
  texts: z.record(z.string(), z.string()),
  /** ISO 8601. */
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

const cannedReplyInput = {
  title: text(CANNED_REPLY_TITLE_MAX_LENGTH).check(
    z.refine((value) => value.trim().length > 0, 'must not be empty'),
  ),
  texts: cannedReplyTextsSchema,
};

export const opsCannedReplies = defineCall({
  method: 'GET',
  path: `${OPS_BASE_PATH}/api/chat/canned-replies`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  value: z.object({
    replies: z.array(cannedReplySchema),
    /** The merchant's default player language: what a visitor, or a member whose language a reply lacks, reads. */
    defaultLanguage: z.string(),
  }),
  errors: [],
  summary: "The merchant's canned replies, by title, and the language a reply falls back to.",
});

export const opsCreateCannedReply = defineCall({
  method: 'POST',
  path: `${OPS_BASE_PATH}/api/chat/canned-replies`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  body: z.object(cannedReplyInput),
  value: cannedReplySchema,
  errors: [ERROR_CODES.cannedReplyTitleTaken, ERROR_CODES.cannedRepliesFull],
  summary: `Adds a canned reply (a title and its text per language; titles unique per merchant, at most ${CANNED_REPLIES_MAX}). Audited.`,
});

export const opsUpdateCannedReply = defineCall({
  method: 'PUT',
  path: `${OPS_BASE_PATH}/api/chat/canned-replies`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  body: z.object({ id: int4Id(), ...cannedReplyInput }),
  value: cannedReplySchema,
  errors: [ERROR_CODES.cannedReplyNotFound, ERROR_CODES.cannedReplyTitleTaken],
  summary: "Replaces a canned reply's title and texts. Audited with the texts before and after.",
});

export const opsDeleteCannedReply = defineCall({
  method: 'DELETE',
  path: `${OPS_BASE_PATH}/api/chat/canned-replies`,
  access: 'operator',
  permission: 'chat.answer',
  encrypted: false,
  cache: 'none',
  query: z.object({ id: queryInt4Id() }),
  value: z.object({}),
  errors: [ERROR_CODES.cannedReplyNotFound],
  summary: 'Removes a canned reply. Audited with what it said.',
});
