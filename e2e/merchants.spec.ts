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
  await page.screenshot({ scale: 'css', path: testInfo.outputPath('neon.png') });
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

test("each merchant's tab icon, logo and installed-app background are its own", async ({
  page,
  request,
}) => {
  // The page as the server writes it, before any script runs (Node cannot resolve *.localhost,
  // so the merchant is named by its header).
  const asNeon = { headers: { Merchant: 'neon' } };
  const neonPage = await (await request.get('/m/home', asNeon)).text();
  expect(neonPage).toContain('<link rel="icon" href="/m/brand/neon/icon.svg">');
  expect(neonPage).not.toContain('/m/favicon.svg');
  expect(neonPage).toContain('<link rel="preload" as="image" href="/m/brand/neon/logo.svg">');
  const demoPage = await (await request.get('/m/home')).text();
  expect(demoPage).toContain('<link rel="icon" href="/m/brand/demo/icon.svg">');

  const neonManifest = await (await request.get('/wps/system/manifest.json', asNeon)).json();
  expect(neonManifest.background_color).toBe('#14101f');
  const demoManifest = await (await request.get('/wps/system/manifest.json')).json();
  expect(demoManifest.background_color).toBe('#ffffff');

  await page.goto(`${neon}/m/home`);
  await splashGone(page);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/m/brand/neon/icon.svg');
});
