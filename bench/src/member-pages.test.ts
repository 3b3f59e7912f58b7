import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, STORAGE_KEYS } from '@lobby/contract';
import type { PageFigures } from './lighthouse.js';
import { diagnosticsOf } from './lighthouse-plan.js';
import { MEMBER_PAGES, sessionStorageOf } from './member-pages.js';
import { lighthouseRows, missesTarget } from './report.js';
import { MEMBER_PAGE_TARGETS, PAGE_TARGETS } from './targets.js';

describe('sessionStorageOf', () => {
  it("stores the sign-in's answer as web's session (web/src/lib/session.ts)", () => {
    const value = {
      id: '7',
      token: 'tok',
      userName: 'demo_player',
      customerType: 0,
      firstTimeLogin: false,
      spanId: 'span',
      passwordExpired: false,
      updatePassword: false,
    };
    const stored = sessionStorageOf(value, 'demo');
    expect(Object.keys(stored)).toEqual([STORAGE_KEYS.sessionInfo]);
    expect(JSON.parse(stored[STORAGE_KEYS.sessionInfo]!)).toEqual({
      spanId: 'span',
      id: '7',
      token: 'tok',
      merchantCode: 'demo',
      userName: 'demo_player',
      type: 0,
      firstTimeLogin: false,
    });
  });
});

describe('member pages', () => {
  it("are issue 38's five, on the contract's paths (promotions: the Promotions tab's list)", () => {
    expect(MEMBER_PAGES.map((page) => page.path)).toEqual([
      PAGE_PATHS.memberHome,
      PAGE_PATHS.walletHistory,
      PAGE_PATHS.walletDeposit,
      PAGE_PATHS.news,
      PAGE_PATHS.vip,
    ]);
  });

  it('are held to LCP under 1.5 s where the public pages have 1.8 s', () => {
    const figures: PageFigures = {
      url: 'http://localhost/m/member/home',
      performance: 96,
      lcpMs: 1600,
      cls: 0,
      tbtMs: 20,
      fcpMs: 900,
      seo: 63,
      accessibility: 100,
      bestPractices: 100,
      runs: [],
      opportunities: [],
      failedAudits: [],
      diagnostics: [],
    };
    const lcpCell = (targets: typeof PAGE_TARGETS | typeof MEMBER_PAGE_TARGETS) =>
      lighthouseRows({ targets, indexable: [], pages: { 'member home': figures } })[1]![2];
    expect(lcpCell(MEMBER_PAGE_TARGETS)).toBe('1.60 s !');
    expect(lcpCell(PAGE_TARGETS)).toBe('1.60 s  ');
    const row = lighthouseRows({
      targets: MEMBER_PAGE_TARGETS,
      indexable: [],
      pages: { 'member home': figures },
    })[1]!;
    // Performance met; SEO not judged on a page that is not indexable.
    expect([row[1], row[6]]).toEqual(['96  ', '63  ']);
  });
});

describe('diagnostics', () => {
  it("name the LCP element and its phases, the largest shifts and the main thread's work", () => {
    const lhr = {
      audits: {
        'largest-contentful-paint-element': {
          details: {
            items: [
              {
                items: [{ node: { selector: 'p.vip-card-level', nodeLabel: 'No VIP level yet' } }],
              },
              {
                items: [
                  { phase: 'TTFB', timing: 600.4 },
                  { phase: 'Render Delay', timing: 1900.6 },
                ],
              },
            ],
          },
        },
        'layout-shifts': {
          details: {
            items: [
              {
                node: { selector: 'a.settings-row', nodeLabel: 'Wallet history\n›' },
                score: 0.0469,
              },
            ],
          },
        },
        'mainthread-work-breakdown': {
          details: { items: [{ groupLabel: 'Script Evaluation', duration: 812.2 }] },
        },
      },
    };
    expect(diagnosticsOf(lhr as never)).toEqual([
      'LCP element p.vip-card-level "No VIP level yet" (TTFB 600 ms, Render Delay 1901 ms)',
      'layout shifts: a.settings-row "Wallet history" 0.047',
      'main thread: Script Evaluation 812 ms',
    ]);
    expect(diagnosticsOf({ audits: {} } as never)).toEqual([]);
  });

  it('are printed for a page that misses a performance target only', () => {
    const page = { performance: 96, lcpMs: 1400, cls: 0.01, tbtMs: 100 } as PageFigures;
    expect(missesTarget(page, MEMBER_PAGE_TARGETS)).toBe(false);
    expect(missesTarget({ ...page, lcpMs: 1500 }, MEMBER_PAGE_TARGETS)).toBe(true);
    expect(missesTarget({ ...page, cls: 0.02 }, MEMBER_PAGE_TARGETS)).toBe(true);
    expect(missesTarget({ ...page, performance: 94 }, MEMBER_PAGE_TARGETS)).toBe(true);
  });
});
