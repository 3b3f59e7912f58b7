/**
 * What the web build, its service worker, the web app and the server share about an installed
 * app's files (SPEC sections 4, 7 and 9). No imports: web/vite.config.ts reads this file too.
 */

/** The page's `<meta name>` whose content is the hash of the build the page runs. */
export const BUILD_META_NAME = 'lobby-build';

/** The file the build writes beside index.html, listing the hashed files and their hash. */
export const ASSET_MANIFEST_FILE = 'asset-manifest.json';

/** Where the asset manifest is asked for (SPEC section 7); the second is the legacy address. */
export const ASSET_MANIFEST_PATHS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'];

/** The service worker's file in the build and the part of the site it serves. */
export const SERVICE_WORKER = { file: 'sw.js', path: '/m/sw.js', scope: '/m/' } as const;

/** The asset manifest: the build's hash, its entry files and every hashed file, as addresses. */
export interface AssetManifest {
  hash: string;
  entrypoints: string[];
  files: string[];
}

export function isAssetManifest(value: unknown): value is AssetManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { hash, entrypoints, files } = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  return typeof hash === 'string' && hash.length > 0 && strings(entrypoints) && strings(files);
}

/** The service worker's address: SPEC section 7's query names the deployment and the merchant. */
export function serviceWorkerUrl(env: string, merchant: string): string {
  const query = new URLSearchParams({ env, merchant });
  return `${SERVICE_WORKER.path}?${query.toString()}`;
}
