import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's compat layer, which does the same
 * job in about a tenth of the weight (React 19's DOM runtime alone is most of the first page's
 * budget; README "Architecture"). Vite (web/vite.config.ts) and Vitest (vitest.config.ts) both
 * resolve React's modules here, so the tests run what ships.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter's CommonJS shim of a hook that compat has built in.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
