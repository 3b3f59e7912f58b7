import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { OperatorRole } from '@lobby/contract';
import { BASE_URL, REPO_ROOT } from './environment';

/**
 * Signed-in states made once per run by sign-in.setup.ts (the setup project every phone project
 * depends on): specs that are not about signing in start from them instead of the sign-in
 * screen, its sealed request, argon2id and lockout bookkeeping, and operators' codes.
 */
const RUN_SUFFIX = process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : '';
export const STATE_DIR = path.join(REPO_ROOT, 'test-results', `e2e-signed-in${RUN_SUFFIX}`);

/** The members signed in once: the demo player and the demo agent. */
export type MemberRole = 'member' | 'agent';

/** Where a member's state is kept: the browser storage, and the tab's session apart from it. */
export const memberStateFile = (role: MemberRole) => path.join(STATE_DIR, `${role}.json`);
export const memberSessionFile = (role: MemberRole) => path.join(STATE_DIR, `${role}.session.json`);

/** An operator's console session (its cookie) on a merchant: each merchant has its own operators. */
export const operatorStateFile = (role: OperatorRole, merchant = 'demo') =>
  path.join(STATE_DIR, `ops-${merchant}-${role}.json`);

/** The operators signed in by the setup, per merchant: the inbox reads mobi's and smsc's too. */
export const SIGNED_IN_OPERATORS: Record<string, readonly OperatorRole[]> = {
  demo: ['admin', 'finance', 'support', 'marketing', 'readOnly'],
  mobi: ['support'],
  smsc: ['support'],
};

/** The session info a member's tab keeps in sessionStorage (storage states leave it out). */
interface StoredTab {
  origin: string;
  key: string;
  value: string;
}

const readTab = (role: MemberRole) =>
  JSON.parse(fs.readFileSync(memberSessionFile(role), 'utf8')) as StoredTab;

/**
 * Puts the member's session into every tab of the context, once per tab: a spec that signs out,
 * or clears the session, stays signed out on reload, as a player's tab would.
 */
export async function seedMemberSession(context: BrowserContext, role: MemberRole): Promise<void> {
  await context.addInitScript((tab: StoredTab) => {
    if (location.origin !== tab.origin || sessionStorage.getItem('e2e:seeded')) return;
    sessionStorage.setItem('e2e:seeded', '1');
    sessionStorage.setItem(tab.key, tab.value);
  }, readTab(role));
}

/** The member's session token, as a sign-in link carries it (deep-link.spec.ts). */
export const signedInToken = (role: MemberRole) =>
  (JSON.parse(readTab(role).value) as { token: string }).token;

/**
 * A second browser shaped like the test's phone with the member signed in (as `signedInAs`
 * does for the test's own page).
 */
export async function signedInPhone(
  browser: Browser,
  testInfo: TestInfo,
  role: MemberRole,
): Promise<BrowserContext> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    serviceWorkers,
    storageState: memberStateFile(role),
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  await seedMemberSession(context, role);
  return context;
}

/** The member's username, as the session the setup stored names it. */
export const signedInUsername = (role: MemberRole) =>
  (JSON.parse(readTab(role).value) as { userName: string }).userName;

/**
 * Playwright's test with `signedInAs`: `test.use({ signedInAs: 'member' })` starts each page as
 * the demo player (or agent) already signed in on the demo merchant, on a device of the setup's.
 */
export const test = base.extend<{ signedInAs: MemberRole | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? memberStateFile(signedInAs) : storageState);
  },
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs) await seedMemberSession(context, signedInAs);
    await use(context);
  },
});

export { expect };

/** A browser of the operator's own at the console's desktop size (1280x800), signed in as the demo operator of the role. */
export function operatorContext(browser: Browser, role: OperatorRole): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    storageState: operatorStateFile(role),
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
}

/**
 * A page of the operator's own browser (operatorContext) on the console page asked for: the
 * dashboard, every role's home page, unless told. `errors` collects the page's errors from its
 * first load on (support/app.ts collectErrors).
 */
export async function operatorPage(
  browser: Browser,
  role: OperatorRole,
  where = '/ops/dashboard',
  watch?: (page: Page) => void,
): Promise<Page> {
  const page = await (await operatorContext(browser, role)).newPage();
  watch?.(page);
  await page.goto(where);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  return page;
}

/** Adds the operator's console session to a context that has other things open (a phone's). */
export async function addOperatorSession(context: BrowserContext, role: OperatorRole) {
  const state = JSON.parse(fs.readFileSync(operatorStateFile(role), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}

/**
 * The console's API as the demo operator of the role on a merchant. Node does not resolve
 * *.localhost: the Merchant header names the merchant.
 */
export function operatorApi(role: OperatorRole, merchant = 'demo'): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: BASE_URL,
    storageState: operatorStateFile(role, merchant),
    extraHTTPHeaders: { merchant },
  });
}
