import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  ASSET_MANIFEST_FILE,
  BUILD_META_NAME,
  type AssetManifest,
} from '../../contract/src/system/app-build';

/** The asset manifest of a build from its file names (each hashed file's name holds its hash). */
export function assetManifestOf(
  base: string,
  fileNames: readonly string[],
  entryFiles: readonly string[],
): AssetManifest {
  const files = fileNames
    .filter((name) => name.startsWith('assets/'))
    .sort()
    .map((name) => base + name);
  const hash = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  return { hash, entrypoints: entryFiles.map((name) => base + name), files };
}

/** The app page template carrying the build's hash, which the update check compares. */
export function withBuildMeta(html: string, hash: string): string {
  const meta = `<meta name="${BUILD_META_NAME}" content="${hash}" />`;
  return html.replace(/<meta charset=[^>]*>/i, (charset) => `${charset}\n    ${meta}`);
}

/**
 * Writes asset-manifest.json beside index.html (SPEC section 7: the asset hashes an open page
 * compares, 1500 ms after start, when it becomes visible and hourly) and the same hash into the
 * page template, so a page knows which build it runs.
 */
export function assetManifest(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'lobby-asset-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const entries = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isEntry
          ? [output.fileName, ...(output.viteMetadata?.importedCss ?? [])]
          : [],
      );
      const manifest = assetManifestOf(base, Object.keys(bundle), entries);
      await fs.writeFile(path.join(outDir, ASSET_MANIFEST_FILE), JSON.stringify(manifest));
      const page = path.join(outDir, 'index.html');
      await fs.writeFile(page, withBuildMeta(await fs.readFile(page, 'utf8'), manifest.hash));
    },
  };
}
