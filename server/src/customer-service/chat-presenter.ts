import type { ChatMessage } from '@lobby/contract';
import type { ChatMessageRow } from './chat-repository.js';

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
