import { DEMO_ACCOUNT } from '../../server/src/demo/seed.js';
import type { PageFigures } from './lighthouse.js';
import { measureMemberPages } from './member-pages.js';
import { table } from './report-format.js';
import { lighthouseRows, missesTarget, type PageTargets } from './report.js';
import type { Section } from './section.js';
import { startLobby } from './servers.js';
import { MEMBER_PAGE_TARGETS } from './targets.js';

export interface MemberPagesResults {
  signedInAs: string;
  targets: PageTargets;
  pages: Record<string, PageFigures>;
}

/** The member pages' table, marked against their targets, with what Lighthouse advises. */
export function memberPagesLines(member: MemberPagesResults): string[] {
  return [
    `Member pages, Lighthouse as above, signed in as ${member.signedInAs} (the session in the ` +
      `tab's sessionStorage); ! misses its target, SEO not judged (noindex pages)`,
    table(lighthouseRows({ targets: member.targets, indexable: [], pages: member.pages })),
    ...Object.entries(member.pages).flatMap(([name, p]) => [
      ...([...p.opportunities, ...p.failedAudits].length > 0
        ? [`  ${name}: ${[...p.opportunities, ...p.failedAudits].join('; ')}`]
        : []),
      ...(missesTarget(p, member.targets) ? p.diagnostics.map((line) => `  ${name}: ${line}`) : []),
    ]),
  ];
}

/** Lighthouse mobile on a signed-in player's pages (issue 38), on a Lobby of its own. */
export const memberPagesSection: Section<MemberPagesResults> = {
  key: 'memberPages',
  group: 'web',
  async run({ repoRoot }) {
    const lobby = await startLobby(repoRoot);
    try {
      // localhost, as the public pages are measured.
      const pageOrigin = lobby.origin.replace('127.0.0.1', 'localhost');
      return {
        signedInAs: `${DEMO_ACCOUNT.username} (merchant ${DEMO_ACCOUNT.merchant})`,
        targets: MEMBER_PAGE_TARGETS,
        pages: await measureMemberPages(lobby.origin, pageOrigin),
      };
    } finally {
      await lobby.close();
    }
  },
  report: memberPagesLines,
};
