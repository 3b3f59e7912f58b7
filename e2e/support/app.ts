import { expect, type Page, type TestInfo } from '@playwright/test';

/** The bottom navigation (its accessible name is the EN text of nav.main). */
export const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The home page's category strip. */
export const categoryStrip = (page: Page) =>
  page.getByRole('navigation', { name: 'Game categories' });

/** Waits until the splash screen is gone, so the page can be tapped and photographed. */
export async function splashGone(page: Page): Promise<void> {
  await expect(page.locator('#splash')).toBeHidden();
  // The server's still first screen stands until the app has drawn.
  await expect(page.locator('#first-screen')).toHaveCount(0);
}

/** Collects console errors and uncaught page errors from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/** Saves a full-page screenshot into the test's output folder and attaches it to the report. */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true } = {},
): Promise<string> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ scale: 'css', path: file, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** How far the page scrolls sideways; 0 or less means it fits. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Makes every visit of this page one where the download bar (its session flag hideDownloadBar)
 * and, unless asked, the referral banner (closed for the session) are not offered, so specs
 * about another prompt see the page without the strips at its top.
 */
export async function withoutTopPrompts(page: Page, { keepReferral = false } = {}): Promise<void> {
  await page.addInitScript((keep) => {
    sessionStorage.setItem('hideDownloadBar', '1');
    if (!keep) sessionStorage.setItem('lobby.referralBannerClosed', '1');
  }, keepReferral);
}
