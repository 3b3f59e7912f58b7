import { expect, type Page } from '@playwright/test';

/** The bottom navigation (its accessible name is the EN text of nav.main). */
export const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The home page's category strip. */
export const categoryStrip = (page: Page) =>
  page.getByRole('navigation', { name: 'Game categories' });

/** Waits until the splash screen is gone, so the page can be tapped and photographed. */
export async function splashGone(page: Page): Promise<void> {
  await expect(page.locator('#splash')).toBeHidden();
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
