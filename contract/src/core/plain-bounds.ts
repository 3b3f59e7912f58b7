/**
 * The bounds that are plain values, without the schema library: pure rules (attribution capture)
 * read them here, so the code web loads for them carries no schemas. text.ts and bounds.ts build
 * their schemas on these.
 */

/** Text without control characters or lone surrogates (the `u` flag makes `\p{Cs}` match only lone ones). */
export const SAFE_TEXT_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u;

/** True when a value has no control characters or lone surrogates (headers, route params). */
export function isSafeText(value: string): boolean {
  return SAFE_TEXT_PATTERN.test(value);
}

/** The largest PostgreSQL `integer` (int4): serial ids and the counts kept in such columns. */
export const INT4_MAX = 2_147_483_647;
