// The player's words, one language file per chunk: the console's previews load the language they
// show only (the player's own app loads them through web/src/lib/i18n.ts).
const loaders = import.meta.glob<{ default: Record<string, string> }>('../src/locales/*.json');

/** The player's words of a language, or none for a language the player app has no file for. */
export async function loadPlayerWords(language: string): Promise<Record<string, string>> {
  const load = loaders[`../src/locales/${language}.json`];
  return load ? (await load()).default : {};
}
