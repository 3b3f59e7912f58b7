import type { FeedbackStatus } from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The customer-service area's tables, merged into core's Database (core/db/schema.ts); their
 * migrations are in ./migrations. The built-in chat, canned replies and feedback.
 */
declare module '../core/db/schema.js' {
  interface Database {
    chat_conversations: ChatConversationsTable;
    chat_messages: ChatMessagesTable;
    chat_canned_replies: ChatCannedRepliesTable;
    feedback: FeedbackTable;
  }
}

/** One player's chat with the merchant's operators: a member's, or a visitor's by key hash. */
export interface ChatConversationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  visitor_key_hash: string | null;
  player_name: string;
  created_at: Date;
  last_message_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last operator message the player has seen (0: none). */
  player_read_id: Generated<number>;
  /** The last player message an operator has seen (0: none). */
  operator_read_id: Generated<number>;
  /** The operator (by name) who has the conversation; null while nobody has taken it. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  conversation_id: number;
  sender: 'player' | 'operator';
  body: string;
  client_id: string;
  created_at: Date;
}

/** A merchant's canned chat reply: a title and its text per language. */
export interface ChatCannedRepliesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  texts: ColumnType<Record<string, string>, string, string>;
  updated_at: Date;
  updated_by: string;
}

/** A player's feedback (FEEDBACK3), with an optional screenshot's bytes and type. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  category: string;
  body: string;
  screenshot: Uint8Array | null;
  screenshot_type: string | null;
  created_at: Date;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  status_changed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  status_changed_by: ColumnType<string | null, string | null | undefined, string | null>;
}
