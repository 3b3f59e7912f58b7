import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';

/** A numbered migration; its number and name are its file's (wallet/migrations/0009-wallet.ts). */
export interface Migration {
  id: number;
  name: string;
  up(db: Kysely<unknown>): Promise<void>;
}

/** A migration file: its number, its name, and its path from server/src ('/'-separated). */
export interface MigrationFile {
  id: number;
  name: string;
  path: string;
}

/** The name of the folder that holds an area's migrations (and core's, in core/db/). */
export const MIGRATIONS_FOLDER = 'migrations';
const MIGRATION_FILE = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)\.ts$/;

/**
 * Every migration file under root (server/src): each file of each folder named migrations,
 * in the order of their numbers, which is the one order every database applies them in. A file
 * there not named NNNN-name.ts, or two files of one number, fail here rather than being skipped
 * or run in an order their folders decide.
 */
export function findMigrationFiles(root: string): MigrationFile[] {
  const inFolder = filesUnder(root).filter(
    (file) => path.posix.basename(path.posix.dirname(file)) === MIGRATIONS_FOLDER,
  );
  return inMigrationOrder(inFolder.map(migrationFile));
}

/** Every file under root, by its '/'-separated path from there. */
export function filesUnder(root: string, folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

function migrationFile(relative: string): MigrationFile {
  const match = MIGRATION_FILE.exec(path.basename(relative));
  if (!match) {
    throw new Error(`${relative} lies in a migrations folder but is not named NNNN-name.ts`);
  }
  return { id: Number(match[1]), name: match[2]!, path: relative };
}

/** The files sorted by number; two of one number are refused, naming both. */
export function inMigrationOrder(files: readonly MigrationFile[]): MigrationFile[] {
  const sorted = [...files].sort((a, b) => a.id - b.id);
  sorted.forEach((file, index) => {
    const previous = sorted[index - 1];
    if (previous?.id === file.id) {
      throw new Error(`Migrations ${previous.path} and ${file.path} have the same number`);
    }
  });
  return sorted;
}
