import { PAGE_PATHS, STORAGE_KEYS, type LoginValue } from '@lobby/contract';
import { DEMO_ACCOUNT } from '../../server/src/demo/seed.js';
import { measurePages, type PageFigures } from './lighthouse.js';
import { signIn } from './sign-in.js';
import { LIGHTHOUSE_RUNS } from './targets.js';

/** Issue 38's signed-in pages, by the name the report gives them. */
export const MEMBER_PAGES: readonly { name: string; path: string }[] = [
  { name: 'member home', path: PAGE_PATHS.memberHome },
  { name: 'wallet', path: PAGE_PATHS.walletHistory },
  { name: 'deposit', path: PAGE_PATHS.walletDeposit },
  { name: 'promotions', path: PAGE_PATHS.news },
  { name: 'VIP', path: PAGE_PATHS.vip },
];

/**
 * What web keeps in sessionStorage after a sign-in (web/src/lib/session.ts, sessionOf): the
 * session a page finds when a signed-in player opens it.
 */
export function sessionStorageOf(value: LoginValue, merchantCode: string): Record<string, string> {
  const info = {
    spanId: value.spanId,
    id: value.id,
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
  };
  return { [STORAGE_KEYS.sessionInfo]: JSON.stringify(info) };
}

/**
 * Lighthouse on the member pages for the demo player (a balance and a ledger of every kind),
 * signed in once through the real sealed sign-in; each run opens its own tab holding that session.
 */
export async function measureMemberPages(
  apiOrigin: string,
  pageOrigin: string,
): Promise<Record<string, PageFigures>> {
  const value = (await signIn(apiOrigin, DEMO_ACCOUNT)) as LoginValue;
  const sessionStorage = sessionStorageOf(value, DEMO_ACCOUNT.merchant);
  const figures = await measurePages({
    runs: LIGHTHOUSE_RUNS,
    pages: MEMBER_PAGES.map((page) => ({
      name: page.name,
      url: `${pageOrigin}${page.path}`,
      sessionStorage,
    })),
  });
  // Member pages are noindex by design (SPEC section 2): SEO is not judged on them.
  for (const page of Object.values(figures)) {
    page.failedAudits = page.failedAudits.filter((audit) => !audit.startsWith('seo:'));
  }
  return figures;
}
