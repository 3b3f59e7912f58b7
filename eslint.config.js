import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import lobby from './eslint-rules/feature-boundaries.js';
import errorCodes from './eslint-rules/error-codes-in-catalogue.js';
import serverLayers from './eslint-rules/server-layers.js';

// DESIGN.md conventions: files and folders kebab-case (migrations start with their number);
// React component files PascalCase.
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';
const PASCAL_CASE = '+([A-Z])*([a-zA-Z0-9])';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ops/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/ops/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['{contract,server,web,e2e,bench,eslint-rules}/**/*.{ts,tsx,js}', '*.{ts,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,js}': KEBAB_CASE, '**/*.tsx': `@(${KEBAB_CASE}|${PASCAL_CASE})` },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': KEBAB_CASE }],
    },
  },
  {
    // Features never import each other; shared code lives in lib/ or components/ (DESIGN.md).
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { lobby },
    rules: { 'lobby/feature-boundaries': 'error' },
  },
  {
    // The console's pages are held apart like the player's features: a page never imports
    // another; what pages share lives in web/ops/src/components/ or lib/.
    files: ['web/ops/src/pages/**/*.{ts,tsx}'],
    plugins: { lobby },
    rules: { 'lobby/page-boundaries': 'error' },
  },
  {
    // The player app and the console meet only in web/shared (#shared/…), which imports neither.
    files: ['web/src/**/*.{ts,tsx}', 'web/ops/**/*.{ts,tsx}', 'web/shared/**/*.{ts,tsx}'],
    plugins: { lobby },
    rules: { 'lobby/app-boundaries': 'error' },
  },
  {
    // Console components stay small: a page, its hooks and small components, logic in plain
    // functions beside them (issue 46).
    files: ['web/ops/src/**/*.tsx'],
    ignores: ['web/ops/src/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    // What an error code means is decided in lib/error-catalogue.ts only (issue 29); tests may
    // name codes to check those decisions.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    plugins: { 'lobby-errors': errorCodes },
    rules: { 'lobby-errors/error-codes-in-catalogue': 'error' },
  },
  {
    // Core below areas, areas through their index.ts, routes -> services -> repositories,
    // and demo/ apart (DESIGN.md).
    files: ['server/src/**/*.ts'],
    plugins: { server: serverLayers },
    rules: { 'server/server-layers': 'error' },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'lib and components sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/ops/src/lib/**/*.{ts,tsx}', 'web/ops/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/**', '**/pages', '**/layout/**', '**/App'],
              message: "The console's lib and components sit below its pages and layout.",
            },
          ],
        },
      ],
    },
  },
);
