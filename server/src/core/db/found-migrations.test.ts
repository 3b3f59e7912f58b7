import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundMigrations, SERVER_SOURCES } from './found-migrations.js';
import { migrationName } from './migrate.js';
import { filesUnder } from './migration-files.js';

/**
 * The migrations deployed databases have recorded, by name, in the order they ran: they never
 * change name, number or order (a later one goes after them, in the folder of the area it is
 * for).
 */
const RECORDED = [
  '0001-merchants',
  '0002-envelope-keys',
  '0003-members-and-sessions',
  '0004-games',
  '0005-remember-tokens',
  '0006-server-secrets',
  '0007-envelope-nonces',
  '0008-session-devices',
  '0009-wallet',
  '0010-promotions',
  '0011-customer-service',
  '0012-banner-texts',
  '0013-referrals',
  '0014-verification-codes',
  '0015-withdraw-accounts',
  '0016-member-email',
  '0017-members-mobile-e164',
  '0018-message-outbox',
  '0019-bonuses',
  '0020-player-protection',
  '0021-vip-conditions',
  '0022-scheduled-jobs',
  '0023-audit-log',
  '0024-tracked-events',
  '0025-operators',
  '0026-member-console',
  '0027-balance-adjustments',
  '0028-ops-money',
  '0029-customer-service-console',
  '0030-content-editing',
  '0031-member-attributions',
  '0032-s2s-info-and-rum',
  '0033-postback-outbox',
  '0034-member-identities',
  '0035-passkeys',
  '0036-push',
  '0037-hpke-envelope-keys',
  '0038-retire-wallet-events',
  '0039-operator-approvals',
  '0040-held-deposits',
  '0041-browser-event-ids',
];

/** Every TypeScript source under server/src (or a folder of it) but tests. */
const sources = (folder = '') =>
  filesUnder(SERVER_SOURCES, folder).filter((file) => /(?<!\.test)\.ts$/.test(file));

describe("the migrator's migrations", () => {
  const found = foundMigrations();

  it('keep the names and the order deployed databases recorded', async () => {
    const names = (await found).map(migrationName);
    expect(names.slice(0, RECORDED.length)).toEqual(RECORDED);
  });

  it('are numbered in order without gaps', async () => {
    const ids = (await found).map((migration) => migration.id);
    expect(ids).toEqual(ids.map((_id, index) => index + 1));
  });

  it('are every file that declares a migration, wherever it lies', async () => {
    const migrationFiles = sources().filter((file) =>
      /^export (async )?function up\(/m.test(
        fs.readFileSync(path.join(SERVER_SOURCES, file), 'utf8'),
      ),
    );
    const names = (await found).map(migrationName);
    expect(migrationFiles.length).toBe(names.length);
    for (const file of migrationFiles) {
      expect(file, `${file} is not a migration the migrator finds`).toMatch(/\/migrations\/\d{4}-/);
      expect(names).toContain(path.basename(file, '.ts'));
    }
  });

  it('lie outside demo/, so deleting it leaves every migration a database recorded', () => {
    expect(sources('demo').filter((file) => file.includes('/migrations/'))).toEqual([]);
  });
});
