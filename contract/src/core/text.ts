/**
 * The one text type of every call's query and body. Control characters (C0, DEL and C1) and
 * lone surrogates have no place in anything a player types or a client sends, and PostgreSQL
 * refuses NUL (and lone surrogates in JSON), so they are turned away with invalid_request
 * before they can reach a service or the database.
 */
import { z } from 'zod/mini';
import { isSafeText, SAFE_TEXT_PATTERN } from './plain-bounds.js';

export { isSafeText, SAFE_TEXT_PATTERN };

/**
 * The check every text field of a call carries. Contract tests find it by identity, so a plain
 * `z.string()` in a query or body fails them.
 */
export const safeTextCheck = z.regex(SAFE_TEXT_PATTERN, 'control characters are not allowed');

/** Request text of at most `max` characters, without control characters. */
export const text = (max: number) => z.string().check(safeTextCheck, z.maxLength(max));

/** Optional request text of at most `max` characters, without control characters. */
export const optionalText = (max: number) => z.optional(text(max));
