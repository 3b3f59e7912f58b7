import { expect, test } from '@playwright/test';
import { PORT } from './support/environment';
import { splashGone } from './support/app';

const neon = `http://neon.localhost:${PORT}`;

test('the second merchant on its own host shows its own logo, colours and languages', async ({
  page,
}, testInfo) => {
  await page.goto(`${neon}/m/home`);
  await splashGone(page);
  await expect(page.getByRole('img', { name: 'Neon Palace' })).toBeVisible();
  await expect(page).toHaveTitle('Neon Palace');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(20, 16, 31)');
  await page.getByRole('button', { name: 'Choose language' }).click();
  const options = page.getByRole('dialog').getByRole('listitem');
  await expect(options).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'ไทย' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Español' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('neon.png') });
});

test('the demo merchant keeps its own brand beside it', async ({ page }) => {
  await page.goto('/m/home');
  await splashGone(page);
  await expect(page.getByRole('img', { name: 'Lucky Demo' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(243, 245, 244)');
});

test("a merchant's language default applies when the browser's language is not offered", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${neon}/m/home`);
  await splashGone(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await context.close();
});
