import type { CannedReply } from '@lobby/contract';
import type { CannedReplyRow } from './canned-reply-repository.js';

/** A canned reply as the console shows it. */
export function presentCannedReply(row: CannedReplyRow): CannedReply {
  return {
    id: row.id,
    title: row.title,
    texts:
      typeof row.texts === 'string' ? (JSON.parse(row.texts) as Record<string, string>) : row.texts,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}
