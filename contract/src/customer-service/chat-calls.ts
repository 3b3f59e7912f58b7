import { z } from 'zod/mini';
import { boundedInt, boundedQueryInt, INT4_MAX } from '../core/bounds.js';
import { defineCall, relayPath } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { optionalText, text } from '../core/text.js';

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

/** The header a visitor's stream names its chat by (members use Authorization). */
export const CHAT_VISITOR_HEADER = 'chat-visitor';

/** The SSE event name of a chat message; its id is the message id. */
export const CHAT_MESSAGE_EVENT = 'message';

export const chatMessageText = text(CHAT_MESSAGE_MAX_LENGTH).check(
  z.refine((value) => value.trim().length > 0, 'must not be empty'),
);

/** A sender's own id for a message: a retried send with the same id lands once. */
export const clientId = text(64).check(z.minLength(8));

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
