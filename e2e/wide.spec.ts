import { expect, test } from '@playwright/test';
import { bottomNav, categoryStrip } from './support/app';

// A desktop window: the app narrows to a centred 9:16 column (SPEC section 2).
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('on a wide screen the app is a centred 9:16 column', async ({ page }) => {
  await page.goto('/m/home');
  await expect(categoryStrip(page)).toBeVisible();
  const expected = (800 * 9) / 16;

  const root = await page.locator('#root').boundingBox();
  expect(root).not.toBeNull();
  expect(Math.abs(root!.width - expected)).toBeLessThanOrEqual(3);
  expect(Math.abs(root!.x + root!.width / 2 - 640)).toBeLessThanOrEqual(3);

  const nav = await bottomNav(page).boundingBox();
  expect(nav).not.toBeNull();
  expect(Math.abs(nav!.width - expected)).toBeLessThanOrEqual(3);
  expect(Math.abs(nav!.x - root!.x)).toBeLessThanOrEqual(3);
});

test("on a wide screen the server's still first screen stands in the same column", async ({
  page,
}) => {
  // boot.js held off: only the page as the server wrote it.
  await page.route(/\/m\/boot\.js$/, (route) => route.abort());
  await page.goto('/m/home');
  const still = await page.locator('#first-screen').boundingBox();
  expect(still).not.toBeNull();
  expect(Math.abs(still!.width - (800 * 9) / 16)).toBeLessThanOrEqual(3);
  expect(Math.abs(still!.x + still!.width / 2 - 640)).toBeLessThanOrEqual(3);
});
