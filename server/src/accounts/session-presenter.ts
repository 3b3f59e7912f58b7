import type { SessionSummary } from '@lobby/contract';
import type { SessionRow } from './session-repository.js';

/** One of the member's live sessions, marked when it is the one asking. */
export function presentSession(row: SessionRow, currentId: string): SessionSummary {
  return {
    id: row.id,
    device: row.device,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === currentId,
  };
}
