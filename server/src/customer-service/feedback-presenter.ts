import type { FeedbackCategory, FeedbackEntry } from '@lobby/contract';
import type { FeedbackRow } from './feedback-repository.js';

/** A feedback as the operators' list shows it; the screenshot as its type and size only. */
export function presentFeedback(row: FeedbackRow): FeedbackEntry {
  return {
    id: row.id,
    category: row.category as FeedbackCategory,
    text: row.body,
    userName: row.username,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    statusChangedBy: row.status_changed_by,
    statusChangedAt: row.status_changed_at?.toISOString() ?? null,
    screenshot:
      row.screenshot_type && row.screenshot_bytes !== null
        ? { type: row.screenshot_type, bytes: Number(row.screenshot_bytes) }
        : null,
  };
}
