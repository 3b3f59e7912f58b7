import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_PATHS, ENTRY_PATHS, PAGE_PATHS, firstScreenModules } from '@lobby/contract';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const router = fs.readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');

/** The contract names the modules the server preloads per page; the router must load them. */
describe('firstScreenModules', () => {
  const memberPages = [
    PAGE_PATHS.memberHome,
    PAGE_PATHS.walletHistory,
    PAGE_PATHS.walletDeposit,
    PAGE_PATHS.activity,
    PAGE_PATHS.vip,
  ];
  const pages = [
    ...ENTRY_PATHS,
    PAGE_PATHS.home,
    PAGE_PATHS.login,
    ...CATEGORY_PATHS,
    ...memberPages,
  ];
  const modules = [...new Set(pages.flatMap((page) => firstScreenModules(page)))];

  it('names modules for the entry, home, login, category and main member pages', () => {
    for (const page of pages) expect(firstScreenModules(page).length, page).toBeGreaterThan(0);
  });

  it.each(modules)('%s exists and router.tsx imports it lazily', (module) => {
    expect(fs.existsSync(path.join(webRoot, module))).toBe(true);
    const specifier = `../${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
    expect(router).toContain(`import('${specifier}')`);
  });
});
