import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findMigrationFiles } from './migration-files.js';

const roots: string[] = [];
/** A source tree holding the given files (paths from its root), each empty. */
function tree(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-migration-files-'));
  roots.push(root);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('finding migration files', () => {
  it('takes every migrations folder, in the order of the numbers whatever the folders', () => {
    const root = tree([
      'wallet/migrations/0002-wallet.ts',
      'accounts/migrations/0003-members.ts',
      'accounts/migrations/0001-merchants.ts',
      'core/db/migrations/0004-audit-log.ts',
      'wallet/wallet-tables.ts',
    ]);
    expect(findMigrationFiles(root)).toEqual([
      { id: 1, name: 'merchants', path: 'accounts/migrations/0001-merchants.ts' },
      { id: 2, name: 'wallet', path: 'wallet/migrations/0002-wallet.ts' },
      { id: 3, name: 'members', path: 'accounts/migrations/0003-members.ts' },
      { id: 4, name: 'audit-log', path: 'core/db/migrations/0004-audit-log.ts' },
    ]);
  });

  it('refuses two migrations of one number, naming both', () => {
    const root = tree(['wallet/migrations/0042-holds.ts', 'push/migrations/0042-topics.ts']);
    expect(() => findMigrationFiles(root)).toThrow(
      /push\/migrations\/0042-topics\.ts and wallet\/migrations\/0042-holds\.ts have the same number/,
    );
  });

  it.each(['42-holds.ts', '0042_holds.ts', '0042-Holds.ts', 'holds.ts', '0042-holds.js'])(
    'refuses %s in a migrations folder rather than skip it',
    (name) => {
      const root = tree(['wallet/migrations/0001-wallet.ts', `wallet/migrations/${name}`]);
      expect(() => findMigrationFiles(root)).toThrow(/not named NNNN-name\.ts/);
    },
  );
});
