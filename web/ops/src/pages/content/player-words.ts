/** A player's word with its {{name}} values filled in; a missing word or value is empty. */
export function fillIn(
  words: Record<string, string>,
  key: string,
  values: Record<string, string> = {},
): string {
  return (words[key] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
