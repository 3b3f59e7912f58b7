import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { OperatorRole } from '@lobby/contract';

/**
 * The demo merchants' seeded console operators (server/src/demo/seed-operators.ts): one per role,
 * past first sign-in, with a known password and authenticator key, so a spec computes the codes.
 */
export const DEMO_OPS = {
  password: 'Lucky-Ops-2026',
  totpSecret: 'LOBBYDEMOCONSOLEPAIREDKEYQQQQQQQ',
  usernames: {
    admin: 'ops_admin',
    finance: 'ops_finance',
    support: 'ops_support',
    marketing: 'ops_marketing',
    readOnly: 'ops_readonly',
  } satisfies Record<OperatorRole, string>,
} as const;

/** Signs the demo operator of the role in on the console: password, then authenticator code. */
export async function signInConsole(page: Page, role: OperatorRole): Promise<void> {
  await page.goto('/ops/');
  await page.getByLabel('Operator name').fill(DEMO_OPS.usernames[role]);
  await page.getByLabel('Password').fill(DEMO_OPS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code').fill(await generate({ secret: DEMO_OPS.totpSecret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The dashboard is every role's home page.
  await expect(page).toHaveURL('/ops/dashboard', { timeout: 15_000 });
}

/** A browser of the operator's own at the console's desktop size, signed in in the role. */
export async function consolePage(
  browser: Browser,
  baseURL: string | undefined,
  role: OperatorRole,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await signInConsole(page, role);
  return page;
}
