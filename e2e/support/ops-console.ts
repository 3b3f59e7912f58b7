import { expect, type Browser, type Page } from '@playwright/test';
import type { OperatorRole } from '@lobby/contract';
import { DEMO_OPERATORS, signInOperatorUi } from './operators';

/**
 * A browser of the operator's own at the console's desktop size (1280x800), the demo operator of
 * the role signed in; the dashboard is every role's home page.
 */
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
  await signInOperatorUi(page, DEMO_OPERATORS[role]);
  await expect(page).toHaveURL('/ops/dashboard', { timeout: 15_000 });
  return page;
}
