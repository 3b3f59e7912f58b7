import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findMigrationFiles, type Migration } from './migration-files.js';

/** server/src, from this module's place in the sources. */
export const SERVER_SOURCES = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Every migration of every area, found in the folders named migrations under server/src
 * (`<area>/migrations/NNNN-name.ts`, core's in core/db/migrations) and loaded in the order of
 * their numbers: no list is kept by hand, and core names no area. The bundle has no sources to
 * read, so `npm run build:server` puts in this module's place one importing each file found at
 * build time (server/tools/build.ts, `foundMigrationsModule`).
 */
export async function foundMigrations(): Promise<Migration[]> {
  return Promise.all(
    findMigrationFiles(SERVER_SOURCES).map(async (file) => {
      const url = pathToFileURL(path.join(SERVER_SOURCES, file.path)).href;
      const { up } = (await import(url)) as Partial<Pick<Migration, 'up'>>;
      if (typeof up !== 'function') throw new Error(`Migration ${file.path} exports no up()`);
      return { id: file.id, name: file.name, up };
    }),
  );
}
