import fs from 'node:fs';
import path from 'node:path';
import type { UiLanguage } from '@lobby/contract';

/** Where a built language file is served: `/m/assets/EN-<hash>.js`, from Vite's build manifest. */
export type LocaleChunks = (language: UiLanguage) => string | undefined;

/**
 * Reads the web build's manifest (web/dist/.vite/manifest.json) once, for the address of each
 * language's messages, so the app page can ask for them beside the entry script. A build without
 * a manifest knows none, and the page simply goes without the hint.
 */
export function readLocaleChunks(webDist: string): LocaleChunks {
  const file = path.join(webDist, '.vite', 'manifest.json');
  let manifest: Record<string, { file?: string }> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof manifest;
  } catch {
    // No manifest (not built, or built without one): no hints.
  }
  return (language) => {
    const built = manifest[`src/locales/${language}.json`]?.file;
    return built ? `/m/${built}` : undefined;
  };
}
