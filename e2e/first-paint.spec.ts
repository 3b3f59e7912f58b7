import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lobby/contract';

/** The catalogue and status calls a page asks for itself, recorded from the first request. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      /\/wps\/(system\/status|banners|relay\/GCSGAME_(newGameVendor|hotGamesV2))/.test(pathname)
    ) {
      calls.push(pathname);
    }
  });
  return calls;
}

test('the home page draws its banners and lanes from the page itself, asking no call', async ({
  page,
}) => {
  const calls = recordCalls(page);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(page.locator('.banner-carousel img').first()).toBeVisible();
  expect(calls).toEqual([]);
});

test('a category page draws its lanes from the page itself', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/m/rng');
  await expect(page.locator('.game-card').first()).toBeVisible();
  expect(calls).toEqual([]);
});

test('a player whose stored language differs from the page asks for the titles in it', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'VI'), STORAGE_KEYS.language);
  const calls = recordCalls(page);
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect.poll(() => calls).toContain('/wps/banners');
  // The banner's words are drawn over its wordless artwork, in the player's language (issue 13).
  const welcome = page.locator('.banner-slide').first();
  await expect(welcome.getByRole('button')).toHaveAccessibleName('Thưởng chào mừng 100%');
  await expect(welcome.locator('.banner-caption-title')).toHaveText('Thưởng chào mừng 100%');
});

test('the sign-in page fetches the fingerprint library only once the form is touched', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const fingerprint = () => scripts.filter((script) => /\/fp\.esm-/.test(script));
  await page.goto('/m/login');
  const username = page.getByLabel('Username');
  await expect(username).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fingerprint()).toEqual([]);
  await username.focus();
  await expect.poll(fingerprint).toHaveLength(1);
});
