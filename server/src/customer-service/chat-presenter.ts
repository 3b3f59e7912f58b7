import type { ChatMessage, OpsConversation } from '@lobby/contract';
import type { ChatConversationRow, ChatMessageRow } from './chat-repository.js';

/** A stored chat message as both sides of the chat see it. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    text: row.body,
    clientId: row.client_id,
    sentAt: row.created_at.toISOString(),
  };
}

/** A conversation as the operators' inbox lists it. */
export function presentConversation(row: ChatConversationRow): OpsConversation {
  return {
    id: row.id,
    playerName: row.player_name,
    kind: row.member_id === null ? 'visitor' : 'member',
    lastMessageAt: row.last_message_at?.toISOString() ?? null,
    unread: row.unread,
    assignedTo: row.assigned_to,
    language: row.member_id === null ? null : row.language,
  };
}
