import { z } from 'zod/mini';
import { boundedInt, boundedQueryInt, INT4_MAX, int4Id, queryInt4Id } from '../bounds.js';
import { defineCall, relayPath } from '../call.js';
import { ERROR_CODES } from '../errors.js';
import { optionalText, text } from '../text.js';
import { isUiLanguage } from '../language.js';
import { OPS_BASE_PATH } from './operator.js';

/** The longest chat message, in UTF-16 units; messages are plain text, one line. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/**
 * Server-Sent Events of a player's conversation; `?after=<id>` (or Last-Event-ID) replays. A
 * conversation has a few streams open at once; past them a new one answers 429
 * TOO_MANY_REQUEST_CHAT_STREAMS.
 */
export const CHAT_STREAM_PATH = '/wps/chat/stream';

/**
 * Where a chat stream resumes: after the message id of `?after=`, or of the Last-Event-ID header
 * a browser sends when it reconnects (the header wins).
 */
export const chatStreamQuerySchema = z.object({ after: z.optional(boundedQueryInt(0, INT4_MAX)) });
export const chatStreamHeadersSchema = z.object({
  'last-event-id': z.optional(boundedQueryInt(0, INT4_MAX)),
});

/** Server-Sent Events of every conversation of the operator's merchant. */
export const OPS_CHAT_STREAM_PATH = `${OPS_BASE_PATH}/api/chat/stream`;

/** The header a visitor's stream names its chat by (members use Authorization). */
export const CHAT_VISITOR_HEADER = 'chat-visitor';

/** The SSE event name of a chat message; its id is the message id. */
export const CHAT_MESSAGE_EVENT = 'message';

export const chatMessageText = text(CHAT_MESSAGE_MAX_LENGTH).check(
  z.refine((value) => value.trim().length > 0, 'must not be empty'),
);

/** A sender's own id for a message: a retried send with the same id lands once. */
const clientId = text(64).check(z.minLength(8));

/** A visitor's chat key, kept by the browser; members are known by their session instead. */
const visitorKey = optionalText(64);

export const chatMessageSchema = z.object({
  /** Orders a merchant's messages; a stream resumes after the last id it saw. */
  id: z.number(),
  conversationId: z.number(),
  sender: z.enum(['player', 'operator']),
  /** Plain text, shown as text, never as HTML. */
  text: z.string(),
  clientId: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const launchChat = defineCall({
  method: 'POST',
  path: relayPath('CBS_launchChat'),
  moduleId: 'CBS3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ visitorKey }),
  value: z.object({
    conversationId: z.number(),
    /** A visitor's key (new, or the one sent); null for a member. */
    visitorKey: z.nullable(z.string()),
    /** The latest messages, oldest first. */
    messages: z.array(chatMessageSchema),
  }),
  errors: [ERROR_CODES.notSupported, ERROR_CODES.tooManyChat],
  summary:
    "Opens the built-in chat: a member's own conversation, or a visitor's by key (a new one, limited per address, when the key names none); answers its latest messages.",
});

export const sendChatMessage = defineCall({
  method: 'POST',
  path: relayPath('CBS_sendMessage'),
  moduleId: 'CBS3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ visitorKey, clientId, text: chatMessageText }),
  value: chatMessageSchema,
  errors: [ERROR_CODES.notSupported, ERROR_CODES.chatNotFound, ERROR_CODES.tooManyChat],
  summary:
    "A player's message to the merchant's operators (members limited per member, visitors per address: TOO_MANY_REQUEST_CHAT); a retry with the same clientId answers the stored message.",
});

export const chatUnreadCount = defineCall({
  method: 'POST',
  path: relayPath('CBS_unreadCount'),
  moduleId: 'CBS3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ visitorKey }),
  value: z.object({ count: z.number() }),
  errors: [],
  summary: 'How many operator messages the player has not seen yet (0 without a conversation).',
});

export const markChatRead = defineCall({
  method: 'POST',
  path: relayPath('CBS_markRead'),
  moduleId: 'CBS3',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ visitorKey, upTo: boundedInt(0, INT4_MAX) }),
  value: z.object({}),
  errors: [ERROR_CODES.chatNotFound],
  summary: 'Marks the operator messages up to an id as seen by the player (never backwards).',
});

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
