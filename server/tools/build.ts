/**
 * `npm run build:server`: compiles the server and the contract it imports into JavaScript in
 * server/dist, which `npm start` and the operators' command-line tools run on plain `node`.
 *
 * esbuild bundles our own code (server and @lobby/contract, whose package points at TypeScript
 * sources) and leaves every other package to node_modules, so native modules, PGlite's WebAssembly
 * and their own files load as they would from the sources. Every entry and shared chunk lands in
 * the one folder, so a module's `import.meta.url` means the same folder in all of them; source
 * maps make stack traces name the TypeScript files (`node --enable-source-maps`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { findMigrationFiles } from '../src/core/db/migration-files.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractEntry = path.resolve(serverRoot, '..', 'contract', 'src', 'index.ts');
const serverSources = path.join(serverRoot, 'src');
const foundMigrationsSource = path.join(serverSources, 'core', 'db', 'found-migrations.ts');

/** The command-line tools operators run in production (server/src/cli/<name>.ts). */
export const CLI_TOOLS = [
  'agent',
  'bonus',
  'feedback',
  'operator',
  'promo',
  'push',
  'report',
  'vip',
  'wallet',
] as const;

/** Folders the server reads beside its own module at run time, copied next to the bundle. */
const RUNTIME_FOLDERS = [
  { from: 'src/demo/demo-assets', to: 'demo-assets' },
  { from: 'src/accounts/local-identity-assets', to: 'local-identity-assets' },
];

/** Bundles @lobby/contract from its sources; every other package stays external. */
const contractFromSources: Plugin = {
  name: 'contract-from-sources',
  setup(builder) {
    builder.onResolve({ filter: /^@lobby\/contract$/ }, () => ({ path: contractEntry }));
  },
};

/**
 * What the bundle has in place of core/db/found-migrations.ts, which reads the migrations'
 * folders: a module importing each migration found under sources now, in their order.
 */
export function foundMigrationsModule(sources = serverSources): string {
  const files = findMigrationFiles(sources);
  const entries = files.map(
    (file, index) => `{ id: ${file.id}, name: ${JSON.stringify(file.name)}, up: up${index} }`,
  );
  return [
    ...files.map(
      (file, index) =>
        `import { up as up${index} } from ${JSON.stringify(path.join(sources, file.path))};`,
    ),
    `export async function foundMigrations() {\n  return [\n    ${entries.join(',\n    ')},\n  ];\n}`,
  ].join('\n');
}

/** Bundles the migrations found at build time (the bundle has no folders to read). */
export const migrationsIntoBundle: Plugin = {
  name: 'migrations-into-bundle',
  setup(builder) {
    builder.onLoad({ filter: /found-migrations\.ts$/ }, (args) =>
      args.path === foundMigrationsSource
        ? { contents: foundMigrationsModule(), loader: 'js', resolveDir: serverSources }
        : undefined,
    );
  },
};

/** The entry points by output name: main.js, health-probe.js and cli-<tool>.js. */
export function entryPoints(): Record<string, string> {
  return {
    main: path.join(serverRoot, 'src', 'main.ts'),
    'health-probe': path.join(serverRoot, 'src', 'system', 'health-probe.ts'),
    ...Object.fromEntries(
      CLI_TOOLS.map((tool) => [`cli-${tool}`, path.join(serverRoot, 'src', 'cli', `${tool}.ts`)]),
    ),
  };
}

/** Builds the server into outdir (emptied first). */
export async function buildServer(outdir = path.join(serverRoot, 'dist')): Promise<void> {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entryPoints(),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    plugins: [contractFromSources, migrationsIntoBundle],
    sourcemap: 'linked',
    sourcesContent: false,
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
  });
  for (const folder of RUNTIME_FOLDERS) {
    fs.cpSync(path.join(serverRoot, folder.from), path.join(outdir, folder.to), {
      recursive: true,
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
