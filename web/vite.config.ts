import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/m/',
  plugins: [react()],
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
