// @vitest-environment node
// (ESLint reads the repository's files; it runs in node.)
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleIds } from '../../test/lint-sample';

// The lint rules that give the console the player app's structure (issue 46), run on sample files
// through the real config.
beforeAll(() => ruleIds('web/ops/src/lib/warm-up.ts'), 60_000);

describe('console pages never import each other', () => {
  it.each([
    ['web/ops/src/pages/withdrawals/a.ts', "import { x } from '../members/queries';"],
    ['web/ops/src/pages/content/a.tsx', "export { x } from '../../pages/chat/ChatPage';"],
    ['web/ops/src/pages/audit/a.ts', "const m = import('../operators/OperatorsPage');"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, `${code}\n`)).toContain('lobby/page-boundaries');
  });

  it.each([
    ['web/ops/src/pages/content/a.ts', "import { x } from './content-form';"],
    ['web/ops/src/pages/members/a.ts', "import { x } from '../../components/DataTable';"],
    ['web/ops/src/pages.ts', "import { x } from './pages/members/MembersPage';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});

describe('the player app and the console meet only in web/shared', () => {
  it.each([
    [
      'web/ops/src/pages/sign-in/a.ts',
      "import { x } from '../../../../src/components/EmptyState';",
    ],
    ['web/ops/src/pages/content/a.ts', "import '../../../../src/features/games/games.css';"],
    ['web/src/features/games/a.ts', "import { x } from '../../../ops/src/lib/api';"],
    ['web/shared/a.ts', "import { x } from '../src/lib/i18n';"],
    ['web/shared/a.ts', "import { x } from '../ops/src/lib/i18n';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = 1;\n`)).toContain('lobby/app-boundaries');
  });

  it.each([
    ['web/ops/src/pages/sign-in/a.ts', "import { x } from '#shared/QrCode';"],
    ['web/src/features/referral/a.ts', "import { x } from '../../../shared/QrCode';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = x;\n`)).toEqual([]);
  });
});

describe("the console's lib and components sit below its pages", () => {
  it.each([
    ['web/ops/src/components/a.ts', "import { x } from '../pages/members/queries';"],
    ['web/ops/src/lib/a.ts', "import { x } from '../layout/Layout';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await ruleIds(file, `${code}\nexport const y = x;\n`)).toContain(
      'no-restricted-imports',
    );
  });
});

describe('console components stay under 200 lines', () => {
  const lines = (count: number) => 'export const x = 1;\n'.repeat(count);
  it('refuses a longer component file, not a test', async () => {
    expect(await ruleIds('web/ops/src/pages/audit/Big.tsx', lines(201))).toContain('max-lines');
    expect(await ruleIds('web/ops/src/pages/audit/Big.tsx', lines(200))).toEqual([]);
    expect(await ruleIds('web/ops/src/pages/audit/Big.test.tsx', lines(201))).toEqual([]);
    // Three lints of 200-line files: a few seconds on a busy machine.
  }, 30_000);
});
