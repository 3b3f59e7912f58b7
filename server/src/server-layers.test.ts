import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { CROSS_AREA_REPOSITORIES_ALLOWED } from '../../eslint-rules/cross-area-repositories.js';
import { TABLES_STILL_SHARED } from '../../eslint-rules/server-layers.js';

// The server's layer rule (eslint-rules/server-layers.js), run on sample files through the real
// config.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function layerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const y = x;\n`, {
    filePath: `${repoRoot}server/src/${file}`,
  });
  return result!.messages
    .filter((message) => message.ruleId === 'server/server-layers')
    .map((message) => message.message);
}

beforeAll(() => layerMessages('core/warm-up.ts', 'const x = 1;'), 60_000);

describe('the server layers', () => {
  it.each([
    ['core/http/a.ts', "import { x } from '../../accounts/index.js';", 'core/'],
    ['wallet/a.ts', "import { x } from '../accounts/sessions.js';", 'through its index.ts'],
    ['wallet/a.ts', "export { x } from '../games/vendors/index.js';", 'through its index.ts'],
    ['wallet/deposit-routes.ts', "import { x } from './deposit-repository.js';", 'Routes call'],
    ['wallet/wallet-repository.ts', "import { x } from './wallet.js';", 'Repositories'],
    ['games/game-repository.ts', "import { x } from './vendors/index.js';", 'Repositories'],
    ['wallet/wallet.ts', "import { x } from '../demo/demo-payment.js';", 'demo/'],
    ['cli/a.ts', "import { x } from '../demo/seed.js';", 'demo/'],
    ['wallet/a.ts', "import { x } from '../demo/index.js';", 'demo/'],
    ['core/a.ts', "import { x } from '../demo/index.js';", 'demo/'],
    ['app.ts', "import { x } from './demo/demo-plugin.js';", 'demo/index.ts'],
    ['main.ts', "import { x } from './demo/seed.js';", 'demo/index.ts'],
    ['demo/demo-plugin.ts', "import { x } from '../wallet/deposits.js';", 'through its index.ts'],
    ['demo/a.ts', "import { x } from '../games/vendors/index.js';", 'through its index.ts'],
    ['wallet/deposit-routes.ts', "import { x } from '../core/db/schema.js';", 'never the database'],
    ['games/launch-routes.ts', "import { x } from '../core/db/database.js';", 'never the database'],
    ['wallet/wallet.ts', 'const x = 1;\nexport function presentBalance() {}', 'presenter'],
    ['system/a.ts', 'const x = 1;\nconst presentStatus = () => 1;', 'presenter'],
    ['bonuses/a.ts', "import { WalletRepository as x } from '../wallet/index.js';", 'repository'],
    [
      'protection/a.ts',
      "import type { WalletRepository as x } from '../wallet/index.js';",
      'wallet',
    ],
    ['demo/a.ts', "import { MemberRepository as x } from '../accounts/index.js';", 'service'],
    ['cli/a.ts', "export { GameRepository as x } from '../games/index.js';", 'games'],
    // Allowed to one file for one name only: another name, or the same name elsewhere, is not.
    ['bonuses/bonuses.ts', "import { GameRepository as x } from '../games/index.js';", 'games'],
    [
      'bonuses/vendor-bets.ts',
      "import { PromotionRepository as x } from '../promotions/index.js';",
      'promotions',
    ],
    [
      'promotions/a.ts',
      "import type { x } from '../wallet/wallet-tables.js';",
      'owns these tables',
    ],
    ['bonuses/bonus-repository.ts', "import { x } from '../wallet/wallet-tables.js';", 'owns'],
    ['app.ts', "import type { x } from './wallet/wallet-tables.js';", 'owns these tables'],
    ['wallet/index.ts', "export * from './wallet-tables.js';", 'stay inside it'],
    ['wallet/index.ts', "import type { x } from './wallet-tables.js';", 'stay inside it'],
    ['wallet/wallet.ts', "export type { x } from './wallet-tables.js';", 'stay inside it'],
    [
      'wallet/deposit-routes.ts',
      "import type { x } from './wallet-tables.js';",
      'never the database',
    ],
  ])('%s: %s is refused', async (file, code, message) => {
    const messages = await layerMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['wallet/a.ts', "import { x } from '../accounts/index.js';"],
    ['wallet/a.ts', "import { x } from '../core/db/schema.js';"],
    ['wallet/deposit-routes.ts', "import { x } from './deposits.js';"],
    ['wallet/wallet-repository.ts', "import { x } from './deposit-repository.js';"],
    ['demo/seed.ts', "import { x } from '../accounts/index.js';"],
    ['app.ts', "import { x } from './demo/index.js';"],
    ['demo/demo-plugin.ts', "import { x } from '../wallet/index.js';"],
    ['demo/demo-plugin.ts', "import { x } from '../core/signed-request.js';"],
    ['wallet/deposit-routes.ts', "import { x } from '../core/http/register-call.js';"],
    ['wallet/deposits.test.ts', "import { x } from '../accounts/sessions.js';"],
    ['wallet/wallet-presenter.ts', 'const x = 1;\nexport function presentBalance() {}'],
    ['wallet/a.ts', "import { WalletRepository as x } from './wallet-repository.js';"],
    ['bonuses/a.ts', "import { AccountLedgerService as x } from '../wallet/index.js';"],
    ['bonuses/a.ts', "import { MerchantConfig as x } from '../core/merchant-config.js';"],
    ['bonuses/bonuses.ts', "import { PromotionRepository as x } from '../promotions/index.js';"],
    ['bonuses/bonus-wallet.test.ts', "import { WalletRepository as x } from '../wallet/index.js';"],
    ['main.ts', "import { MerchantRepository as x } from './merchants/index.js';"],
    ['wallet/wallet-repository.ts', "import type { x } from './wallet-tables.js';"],
    ['wallet/withdrawals.ts', "import type { x } from './wallet-tables.js';"],
    ['games/vendors/game-vendor.ts', "import type { x } from '../games-tables.js';"],
    ['promotions/content-repository.ts', "import type { x } from '../games/games-tables.js';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([]);
  });

  // Lower this when an entry goes; an entry is never added (the owner's service serves instead).
  const TABLES_STILL_SHARED_AT_MOST = 5;

  it("lets no more places import another area's tables, each still doing so", () => {
    expect(TABLES_STILL_SHARED.size).toBeLessThanOrEqual(TABLES_STILL_SHARED_AT_MOST);
    const serverSrc = fileURLToPath(new URL('.', import.meta.url));
    for (const entry of TABLES_STILL_SHARED) {
      const [importer, tables] = entry.split(' -> ') as [string, string];
      const source = fs.readFileSync(path.join(serverSrc, `${importer}.ts`), 'utf8');
      const specifier = path.relative(path.dirname(importer), tables);
      expect(source, `${entry} is no longer needed: remove it`).toContain(`'${specifier}.js'`);
    }
  });
});

/** The names ending in Repository a source file takes from another area's index.ts. */
function foreignRepositories(file: string): string[] {
  const src = fileURLToPath(new URL('.', import.meta.url));
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  const area = file.split('/')[0];
  const names: string[] = [];
  for (const [, specifiers, source] of text.matchAll(
    /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']*)'/g,
  )) {
    const target = path.relative(src, path.resolve(path.dirname(path.join(src, file)), source!));
    const [folder, rest] = target.split(path.sep);
    if (folder === area || rest !== 'index.js') continue;
    for (const specifier of specifiers!.split(',')) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (name.endsWith('Repository')) names.push(name);
    }
  }
  return names;
}

describe("the allow-list of other areas' repositories", () => {
  // An entry whose import is gone must go too, so the list only shrinks.
  it.each(Object.entries(CROSS_AREA_REPOSITORIES_ALLOWED))(
    '%s still imports each of %j',
    (file, names) => {
      expect(foreignRepositories(file)).toEqual(expect.arrayContaining([...names]));
    },
  );
});
