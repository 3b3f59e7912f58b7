import type { Browser, Page } from '@playwright/test';
import type { OperatorRole } from '@lobby/contract';
import { operatorPage } from './signed-in';

/**
 * A browser of the operator's own at the console's desktop size (1280x800), the demo operator of
 * the role signed in (once for the run: support/signed-in.ts); the dashboard is every role's home
 * page.
 */
export async function consolePage(browser: Browser, role: OperatorRole): Promise<Page> {
  return operatorPage(browser, role, '/ops/dashboard');
}
