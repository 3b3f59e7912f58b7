// @vitest-environment node
// (ESLint reads the repository's files; it runs in node.)
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleIds } from '../test/lint-sample';

// The lint rules that keep DESIGN.md's conventions, run on sample files through the real config.

// Loading ESLint's config and parsers takes a few seconds on a busy machine; once is enough.
beforeAll(() => ruleIds('web/src/lib/warm-up.ts'), 60_000);

describe('features never import each other', () => {
  it.each([
    ['web/src/features/accounts/sign-in/a.ts', "import { x } from '../../games/launch';"],
    ['web/src/features/games/a.ts', "import { x } from '../accounts/shared/queries';"],
    ['web/src/features/games/a.ts', "export { x } from '../home/HomePage';"],
    ['web/src/features/games/a.ts', "const m = import('../../features/accounts/AccountSheet');"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toContain('lobby/feature-boundaries');
  });

  it.each([
    ['web/src/features/accounts/sign-in/a.ts', "import { x } from '../shared/queries';"],
    ['web/src/features/accounts/AccountSheet.tsx', "import { x } from './sign-in/LoginForm';"],
    ['web/src/features/games/a.ts', "import { x } from '../../lib/api';"],
    ['web/src/app/router.ts', "import { x } from '../features/games/GamePage';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});

describe('file and folder names (DESIGN.md)', () => {
  it.each([
    'web/src/lib/good-name.ts',
    'web/src/lib/good-name.test.ts',
    'web/src/components/EmptyState.tsx',
    'web/src/features/games/use-game-opener.tsx',
    'server/src/core/db/migrations/0001-merchants.ts',
  ])('%s is fine', async (file) => {
    expect(await ruleIds(file)).toEqual([]);
  });

  it.each([
    ['web/src/lib/BadName.ts', 'check-file/filename-naming-convention'],
    ['web/src/lib/bad_name.ts', 'check-file/filename-naming-convention'],
    ['web/src/components/emptyState.tsx', 'check-file/filename-naming-convention'],
    ['server/src/games/gameLaunch.ts', 'check-file/filename-naming-convention'],
    ['web/src/features/Accounts/a.ts', 'check-file/folder-naming-convention'],
    ['web/src/features/accounts/sign_in/a.ts', 'check-file/folder-naming-convention'],
  ])('%s is refused', async (file, rule) => {
    expect(await ruleIds(file)).toContain(rule);
  });
});

describe('error codes are compared only in lib/error-catalogue.ts (issue 29)', () => {
  it.each([
    ['web/src/features/chat/a.ts', "import { ERROR_CODES } from '@lobby/contract';"],
    ['web/src/features/wallet/a.ts', "import { WALLET_ERROR_CODES } from '@lobby/contract';"],
    [
      'web/src/features/games/a.tsx',
      "export const f = (e: { errorCode: string }) => e.errorCode === 'x';",
    ],
    ['web/src/lib/a.ts', "export const f = (errorCode: string) => 'login.cred.err' !== errorCode;"],
    [
      'web/src/components/a.ts',
      'export const f = (e?: { errorCode: string }) => e?.errorCode == "x";',
    ],
    ['web/src/app/a.ts', 'export function f(e: { errorCode: string }) { switch (e.errorCode) {} }'],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toContain('lobby-errors/error-codes-in-catalogue');
  });

  it.each([
    [
      'web/src/lib/error-catalogue.ts',
      "import { ERROR_CODES } from '@lobby/contract';\nexport const f = (e: { errorCode: string }) => e.errorCode === ERROR_CODES.notFound;",
    ],
    [
      'web/src/lib/error-catalogue-providers.ts',
      "export const f = (e: { errorCode: string }) => e.errorCode === 'auth/popup-blocked';",
    ],
    [
      'web/src/features/chat/a.test.ts',
      "export const f = (e: { errorCode: string }) => e.errorCode === 'x';",
    ],
    [
      'web/src/features/chat/a.ts',
      "import { MESSAGE_KEYS } from '@lobby/contract';\nexport const f = (e: { kind: string }) => e.kind === MESSAGE_KEYS.notice;",
    ],
  ])('%s is allowed', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toEqual([]);
  });
});
