import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PREACT_ALIASES } from './preact-alias';
import { precompress } from './vite-plugins/precompress';

/**
 * The operator console (web/ops), its own entry beside the player's app so the player's first
 * load never carries it: served by the server under /ops/, hashed files under /ops/static/
 * (server/src/ops/ops-app.ts), one chunk per page (web/ops/src/pages.ts).
 */
export default defineConfig({
  root: 'ops',
  base: '/ops/',
  plugins: [react(), precompress()],
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: '../dist-ops',
    emptyOutDir: true,
    assetsDir: 'static',
    manifest: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/ops/api': 'http://localhost:8080' },
  },
});
