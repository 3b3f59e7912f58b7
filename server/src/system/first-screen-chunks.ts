import type { BuildManifest, ManifestChunk } from './locale-chunks.js';

/** The built scripts and styles of some web modules, as served under /m/. */
export interface ScreenChunks {
  scripts: string[];
  styles: string[];
}

/**
 * Finds, in the build manifest, the chunks the given web modules need beyond what the entry
 * already loads (their own and their static imports', with their styles), so the app page can
 * name them at once. Unknown modules add nothing.
 */
export function readFirstScreenChunks(
  manifest: BuildManifest,
): (modules: readonly string[]) => ScreenChunks {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  if (entry) walk(entry, loadedByEntry);
  const known = new Map<string, ScreenChunks>();
  return (modules) => {
    const cacheKey = modules.join('\n');
    const cached = known.get(cacheKey);
    if (cached) return cached;
    const needed = new Set<string>();
    for (const module of modules) walk(module, needed);
    const chunks = [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]);
    const found: ScreenChunks = {
      scripts: unique(chunks.map((chunk) => chunk?.file)),
      styles: unique(chunks.flatMap((chunk: ManifestChunk | undefined) => chunk?.css ?? [])),
    };
    known.set(cacheKey, found);
    return found;
  };
}

function unique(files: readonly (string | undefined)[]): string[] {
  return [...new Set(files.filter((file): file is string => !!file))].map((file) => `/m/${file}`);
}
