import fs from 'node:fs';
import path from 'node:path';
import type { UiLanguage } from '@lobby/contract';

/** An entry of Vite's build manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The web build's manifest; empty for a build without one (not built, or built without it). */
export function readBuildManifest(webDist: string): BuildManifest {
  try {
    const file = path.join(webDist, '.vite', 'manifest.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** Where a built language file is served: `/m/assets/EN-<hash>.js`, from Vite's build manifest. */
export type LocaleChunks = (language: UiLanguage) => string | undefined;

/**
 * The address of each language's messages, read from the build manifest once, so the app page
 * can ask for them beside the entry script. A build without a manifest knows none, and the page
 * simply goes without the hint.
 */
export function readLocaleChunks(manifest: BuildManifest): LocaleChunks {
  return (language) => {
    const built = manifest[`src/locales/${language}.json`]?.file;
    return built ? `/m/${built}` : undefined;
  };
}
