import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './web/preact-alias';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on the 2-core CI machine both are needed, and server
    // tests spend much of their time waiting on the database.
    maxWorkers: 2,
    // Every run also leaves its timings where `npm run test:slow` reads them.
    reporters: ['default', 'json'],
    outputFile: { json: './test-results/vitest.json' },
    projects: [
      {
        test: {
          name: 'contract',
          root: './contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
          // One module graph per worker rather than one per file: importing the app once, not
          // 200 times. Suites share no state but their databases (each file opens its own) and
          // restore the spies they set.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          alias: PREACT_ALIASES,
          // Transformed rather than loaded by Node, so their own imports of React meet the alias.
          server: { deps: { inline: ['wouter', '@tanstack/react-query'] } },
          include: [
            'src/**/*.test.{ts,tsx}',
            'ops/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'vite-plugins/**/*.test.ts',
          ],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
