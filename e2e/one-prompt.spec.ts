import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lobby/contract';
import { snap, splashGone, withoutTopPrompts } from './support/app';

// Phones that have never answered the install prompt: every prompt could show.
test.use({ storageState: { cookies: [], origins: [] } });

const downloadBar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
const referralBanner = (page: Page) =>
  page.getByRole('complementary', { name: 'Invite friends and earn rewards' });
const installSheet = (page: Page) => page.locator('.install-prompt');
const downloadPopup = (page: Page) => page.getByRole('dialog', { name: 'Get the Lucky Demo app' });

test('a visit that shows the download bar shows no other prompt, even after the bar is closed', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/m/home');
  await splashGone(page);
  await expect(downloadBar(page)).toBeVisible();
  // Past the install sheet's wait and the popup's 20 s.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(installSheet(page)).toHaveCount(0);
  await expect(downloadPopup(page)).toHaveCount(0);
  await expect(referralBanner(page)).toHaveCount(0);

  // Closing the bar opens its app window (SPEC section 4); the visit stays the bar's.
  await downloadBar(page).getByRole('button', { name: 'Close the download bar' }).click();
  await page
    .getByRole('dialog', { name: 'Get the Lucky Demo app' })
    .getByRole('button', {
      name: 'Not now',
    })
    .click();
  await page.reload();
  await splashGone(page);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.clock.runFor(25_000);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(downloadBar(page)).toHaveCount(0);
  await expect(installSheet(page)).toHaveCount(0);
  await expect(downloadPopup(page)).toHaveCount(0);
  await expect(referralBanner(page)).toHaveCount(0);
});

test.describe('iOS Safari, where the browser cannot install', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 320, height: 640 },
  });

  test('without the bar and banner the install sheet holds the visit: Share, then Add to Home Screen, one Ok, and no popup at 20 s', async ({
    page,
  }, testInfo) => {
    // Four languages' screenshots besides the flow.
    test.setTimeout(60_000);
    await withoutTopPrompts(page);
    await page.clock.install();
    await page.goto('/m/home');
    await splashGone(page);
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.clock.runFor(5_000);
    const sheet = installSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Tap Share, then “Add to Home Screen”.');
    await expect(sheet.getByRole('button')).toHaveText(['Ok']);
    await expect(referralBanner(page)).toHaveCount(0);

    await page.clock.runFor(20_000);
    await expect(downloadPopup(page)).toHaveCount(0);

    // The sheet at 320 px in four scripts, looked at by a person.
    for (const language of ['RU', 'TA', 'JA', 'UR']) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEYS.language,
        language,
      ] as const);
      await page.reload();
      await splashGone(page);
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.clock.runFor(5_000);
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('button')).toHaveCount(1);
      // What the phone shows: the sheet over the first screen.
      await snap(page, testInfo, `install-sheet-320-${language}`, { fullPage: false });
    }

    await sheet.getByRole('button').click();
    await expect(sheet).toHaveCount(0);
  });
});
