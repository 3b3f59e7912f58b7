import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSET_MANIFEST_FILE, SERVICE_WORKER } from '../contract/src/app-build';
import { PREACT_ALIASES } from './preact-alias';
import { assetManifest } from './vite-plugins/asset-manifest';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing; index.html is left out: the server writes the page per merchant. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text file of the
 * build, so the server sends them as they are (@fastify/static's preCompressed) instead of
 * compressing on every request. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lobby-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker is written (vite-plugin-pwa writes it as the bundle closes).
    closeBundle: { sequential: true, order: 'post', handler: compressAll },
  };
  async function compressAll() {
    const files = (await fs.readdir(outDir, { recursive: true })).filter(
      (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'),
    );
    await Promise.all(
      files.map(async (file) => {
        const source = await fs.readFile(path.join(outDir, file));
        const copies = [
          ['.br', await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
          ['.gz', await gzipAsync(source, { level: 9 })],
        ] as const;
        for (const [extension, compressed] of copies) {
          if (compressed.length < source.length) {
            await fs.writeFile(path.join(outDir, file + extension), compressed);
          }
        }
      }),
    );
  }
}

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    assetManifest(),
    // The service worker (web/sw/sw.ts), built from the bundle's file list: /m/sw.js, scope /m/.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      scope: SERVICE_WORKER.scope,
      injectManifest: {
        // Hashed files and the brand's pictures; never the page template (the server writes each
        // merchant's page), the asset manifest (the update check must reach the server) or the
        // compressed copies.
        globPatterns: [
          'assets/**/*.{js,css,svg,png,webp,woff2}',
          'brand/**/*',
          'favicon.svg',
          'boot.js',
        ],
        globIgnores: ['**/*.br', '**/*.gz', 'index.html', ASSET_MANIFEST_FILE],
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // web/dist/.vite/manifest.json: `npm run bench` reads it to weigh each route's first load.
    manifest: true,
    target: 'es2020',
    // The first page must stay small: keep what only later pages need out of it.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/wps': 'http://localhost:8080' },
  },
});
