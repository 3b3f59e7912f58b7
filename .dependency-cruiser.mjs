/**
 * The server's dependency rules, checked by `npm run lint` (server/tools/architecture.ts), which
 * also draws docs/architecture.md from the same cruise. ESLint's server-layers rule holds the
 * finer rules (index-only doors between areas, routes and repositories); these are the ones the
 * picture shows.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No module reaches itself again through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-core-to-area',
      severity: 'error',
      comment: 'core/ sits below every area: it imports no area, the demo or the app.',
      from: { path: '^server/src/core/' },
      to: { path: '^server/src/', pathNot: '^server/src/core/' },
    },
    {
      name: 'no-production-to-demo',
      severity: 'error',
      comment:
        'Only app.ts and main.ts register the demo (through demo/index.ts); deleting demo/ leaves a server.',
      from: { path: '^server/src/', pathNot: '^server/src/(demo/|app\\.ts$|main\\.ts$)' },
      to: { path: '^server/src/demo/' },
    },
    {
      name: 'demo-through-its-index',
      severity: 'error',
      comment: 'app.ts and main.ts reach the demo through its index.ts only.',
      from: { path: '^server/src/(app|main)\\.ts$' },
      to: { path: '^server/src/demo/', pathNot: '^server/src/demo/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The production code: tests reach across areas on purpose (they build the whole app).
    exclude: { path: ['\\.test\\.ts$', '^server/test/'] },
    includeOnly: '^server/src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js'],
    },
  },
};
