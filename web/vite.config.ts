import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSET_MANIFEST_FILE, SERVICE_WORKER } from '../contract/src/system/app-build';
import { PREACT_ALIASES } from './preact-alias';
import { assetManifest } from './vite-plugins/asset-manifest';
import { precompress } from './vite-plugins/precompress';

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
