import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ALWAYS_LOADED, ENTRY_KEY, ROUTE_MODULES } from './routes.js';

/** One entry of Vite's build manifest (only the fields used here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteWeight {
  route: string;
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  files: FileSize[];
}

export interface BundleReport {
  routes: RouteWeight[];
  /** Every JS and CSS file of the build, largest (gzipped) first. */
  all: FileSize[];
  totalGzip: number;
  totalBytes: number;
}

/** The boot script's file in web/dist (served as /m/boot.js). */
const BOOT_SCRIPT_FILE = 'boot.js';

/** gzip level 9 with Node's zlib, as DESIGN.md's "Weight budget" figures are measured. */
function sizeOf(distDir: string, file: string): FileSize {
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** The files a manifest key pulls in: its chunk, its static imports (recursively) and their CSS. */
function collect(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update bench/src/routes.ts`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

/** First-load JS and CSS of each route of ROUTE_MODULES, and the build's chunks, from web/dist. */
export function measureBundle(distDir: string): BundleReport {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build with build.manifest on (npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  const routes = Object.entries(ROUTE_MODULES).map(([route, modules]): RouteWeight => {
    const names = new Set<string>();
    const seen = new Set<string>();
    for (const key of [ENTRY_KEY, ...ALWAYS_LOADED, ...modules]) {
      collect(manifest, key, names, seen);
    }
    // The page's boot script (web/public/boot.js) starts the app where the server wrote a still
    // first screen: it is part of those pages' first load.
    const files = [...names, BOOT_SCRIPT_FILE].map((file) => sizeOf(distDir, file));
    const gzipOf = (ext: string) =>
      files.filter((f) => f.file.endsWith(ext)).reduce((sum, f) => sum + f.gzipBytes, 0);
    const jsGzip = gzipOf('.js');
    const cssGzip = gzipOf('.css');
    return { route, jsGzip, cssGzip, totalGzip: jsGzip + cssGzip, files };
  });

  const all = [...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))]
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => sizeOf(distDir, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    routes,
    all,
    totalGzip: all.reduce((sum, f) => sum + f.gzipBytes, 0),
    totalBytes: all.reduce((sum, f) => sum + f.bytes, 0),
  };
}
