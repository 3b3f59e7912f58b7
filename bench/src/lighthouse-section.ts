import { DEMO_ACCOUNT } from '../../server/src/demo/seed.js';
import { measurePages } from './lighthouse.js';
import { measureMemberPages } from './member-pages.js';
import { REFERENCE_PATH } from './reference-page.js';
import type { BenchResults } from './report.js';
import type { RunningServer } from './servers.js';
import { LIGHTHOUSE_RUNS, MEMBER_PAGE_TARGETS, PAGES, PAGE_TARGETS } from './targets.js';

/**
 * Lighthouse on the public first pages and the static reference page (issue 12), then on a
 * signed-in player's pages (issue 38), all on the bench's own Lobby (started with the reference
 * page added).
 */
export async function lighthouseSection(
  lobby: RunningServer,
): Promise<Pick<BenchResults, 'lighthouse' | 'memberPages'>> {
  // localhost, as SPEC section 2 lets search engines index the entry pages there.
  const pageOrigin = lobby.origin.replace('127.0.0.1', 'localhost');
  const pages = await measurePages({
    runs: LIGHTHOUSE_RUNS,
    pages: [
      ...PAGES.map((page) => ({ name: page.name, url: `${pageOrigin}${page.path}` })),
      { name: 'reference', url: `${pageOrigin}${REFERENCE_PATH}` },
    ],
  });
  const memberPages = await measureMemberPages(lobby.origin, pageOrigin);
  return {
    lighthouse: {
      settings: {
        runs: LIGHTHOUSE_RUNS,
        preset: 'Lighthouse 12 defaults: mobile, simulated slow 4G, 4x CPU slowdown',
        browser: 'Debian Chromium, headless',
      },
      targets: PAGE_TARGETS,
      indexable: PAGES.filter((page) => page.indexable).map((page) => page.name),
      pages,
    },
    memberPages: {
      signedInAs: `${DEMO_ACCOUNT.username} (merchant ${DEMO_ACCOUNT.merchant})`,
      targets: MEMBER_PAGE_TARGETS,
      pages: memberPages,
    },
  };
}
