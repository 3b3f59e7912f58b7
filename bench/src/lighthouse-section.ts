import { measurePages } from './lighthouse.js';
import { addReferencePage, REFERENCE_PATH } from './reference-page.js';
import { lighthouseLines, type LighthouseResults } from './report.js';
import type { Section } from './section.js';
import { startLobby } from './servers.js';
import { LIGHTHOUSE_RUNS, PAGES, PAGE_TARGETS } from './targets.js';

/** Lighthouse on the public first pages and on a static reference page, in the same run. */
export const lighthouseSection: Section<LighthouseResults> = {
  key: 'lighthouse',
  group: 'web',
  async run({ repoRoot }) {
    const lobby = await startLobby(repoRoot, addReferencePage);
    try {
      // localhost, as SPEC section 2 lets search engines index the entry pages there.
      const pageOrigin = lobby.origin.replace('127.0.0.1', 'localhost');
      const pages = await measurePages({
        runs: LIGHTHOUSE_RUNS,
        pages: [
          ...PAGES.map((page) => ({ name: page.name, url: `${pageOrigin}${page.path}` })),
          { name: 'reference', url: `${pageOrigin}${REFERENCE_PATH}` },
        ],
      });
      return {
        settings: {
          runs: LIGHTHOUSE_RUNS,
          preset: 'Lighthouse 12 defaults: mobile, simulated slow 4G, 4x CPU slowdown',
          browser: 'Debian Chromium, headless',
        },
        targets: PAGE_TARGETS,
        indexable: PAGES.filter((page) => page.indexable).map((page) => page.name),
        pages,
      };
    } finally {
      await lobby.close();
    }
  },
  report: lighthouseLines,
};
