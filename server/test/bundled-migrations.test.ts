import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { foundMigrations } from '../src/core/db/found-migrations.js';
import type { Migration } from '../src/core/db/migration-files.js';
import { migrationsIntoBundle } from '../tools/build.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(serverRoot, 'src', 'core', 'db', 'found-migrations.ts');
// Inside server/, so the bundle's packages (kysely, libphonenumber-js) resolve as the server's do.
const outdir = path.join(serverRoot, 'dist', `bundled-migrations-test-${process.pid}`);

describe('the bundle', () => {
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('runs the migrations the sources find, in their order, without the folders to read', async () => {
    await build({
      entryPoints: { 'found-migrations': source },
      outdir,
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      plugins: [migrationsIntoBundle],
      logLevel: 'warning',
    });
    const bundled = fs.readFileSync(path.join(outdir, 'found-migrations.js'), 'utf8');
    expect(bundled).not.toContain('readdirSync');
    const { foundMigrations: bundledMigrations } = (await import(
      pathToFileURL(path.join(outdir, 'found-migrations.js')).href
    )) as { foundMigrations: () => Promise<Migration[]> };
    const summary = (migrations: Migration[]) =>
      migrations.map(({ id, name, up }) => ({ id, name, up: typeof up }));
    const fromSources = summary(await foundMigrations());
    expect(summary(await bundledMigrations())).toEqual(fromSources);
    expect(fromSources.length).toBeGreaterThan(40);
  });
});
