import { createHash } from 'node:crypto';

/** SHA-256 of a token: what the database keeps, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
