/** What the content forms share: texts per language, moments as the date-time inputs hold them. */

/** An ISO moment as a `datetime-local` value in the operator's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO moment (UTC), or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Rich text as the contract's lines. */
export const toLines = (text: string): string[] => (text ? text.split(/\r?\n/) : []);

/** Texts by language with one language's text set. */
export function withText(
  texts: Record<string, string>,
  language: string,
  text: string,
): Record<string, string> {
  return { ...texts, [language]: text };
}

/** Texts by language as lines, for the contract's rich text. */
export function linesOf(texts: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [language, toLines(text)]),
  );
}

/** The text in a language, else the default language's (what the player falls back to). */
export function pick(texts: Record<string, string>, language: string, fallback: string): string {
  return texts[language] || texts[fallback] || '';
}

/** The items' ids in order with the one at `index` moved `by` places (-1 up, 1 down). */
export function movedOrder(items: readonly { id: string }[], index: number, by: number): string[] {
  const ids = items.map((item) => item.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + by, 0, moved!);
  return ids;
}
