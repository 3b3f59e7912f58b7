import { expect, test, type Page } from '@playwright/test';
import { bottomNav, categoryStrip, collectErrors, splashGone } from './support/app';

async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('img', { name: 'Lucky Demo' })).toBeVisible();
  await expect(categoryStrip(page)).toBeVisible();
  await expect(categoryStrip(page).getByRole('link', { name: 'Sports' })).toBeVisible();
  const nav = bottomNav(page);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promotions', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Invite', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Service', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Me', exact: true })).toBeVisible();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const entry of ['/', '/m/']) {
  test(`${entry} draws the shell without errors or horizontal scroll`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(entry);
    await expectShell(page);
    await splashGone(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('home page screenshot', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/m/home');
  await expectShell(page);
  await splashGone(page);
  await expect(page.getByRole('img', { name: 'Lucky Demo' })).toHaveJSProperty('complete', true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const file = testInfo.outputPath('home.png');
  await page.screenshot({ scale: 'css', path: file, fullPage: true });
  await testInfo.attach('home', { path: file, contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test('the header fits a 320 px phone without wrapping or sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/m/home');
  await expectShell(page);
  await splashGone(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  for (const name of ['Log in', 'Register']) {
    const box = await page.getByRole('banner').getByRole('link', { name }).boundingBox();
    expect(box?.height ?? 0).toBeLessThan(50);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  }
});
