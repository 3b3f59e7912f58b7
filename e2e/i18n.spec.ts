import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bottomNav, splashGone } from './support/app';
import { missingGlyphs } from './support/glyphs';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/locales');
const messages = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${code}.json`), 'utf8')) as Record<string, string>;

test.describe('a browser in Urdu', () => {
  test.use({ locale: 'ur-PK' });

  test('gets Urdu text and a mirrored, right-to-left layout', async ({ page }, testInfo) => {
    const urdu = messages('UR');
    await page.goto('/m/home');
    await splashGone(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    const nav = page.getByRole('navigation', { name: urdu['nav.main'] });
    await expect(nav.getByRole('link', { name: urdu['nav.home'], exact: true })).toBeVisible();
    // Mirrored: the logo sits on the right, the sign-in buttons on the left.
    const logo = await page.getByRole('banner').getByRole('img').boundingBox();
    const register = await page
      .getByRole('banner')
      .getByRole('link', { name: urdu['action.register'] })
      .boundingBox();
    expect(logo!.x).toBeGreaterThan(register!.x);
    const homeItem = await nav
      .getByRole('link', { name: urdu['nav.home'], exact: true })
      .boundingBox();
    const meItem = await nav.getByRole('link', { name: urdu['nav.me'], exact: true }).boundingBox();
    expect(homeItem!.x).toBeGreaterThan(meItem!.x);
    await page.screenshot({ scale: 'css', path: testInfo.outputPath('urdu.png') });
  });
});

for (const [code, locale] of [
  ['TH', 'th-TH'],
  ['KM', 'km-KH'],
  ['HI', 'hi-IN'],
] as const) {
  test.describe(`a browser in ${code}`, () => {
    test.use({ locale });

    test(`renders ${code} text left to right with every glyph`, async ({ page }, testInfo) => {
      const strings = messages(code);
      await page.goto('/m/home');
      await splashGone(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(
        bottomNav(page).or(page.getByRole('navigation', { name: strings['nav.main'] })),
      ).toBeVisible();
      await expect(page.getByText(strings['lane.hot']!)).toBeVisible();
      const shown = await page.locator('body').innerText();
      expect(await missingGlyphs(page, shown)).toEqual([]);
      const file = testInfo.outputPath(`${code}.png`);
      await page.screenshot({ scale: 'css', path: file });
      await testInfo.attach(code, { path: file, contentType: 'image/png' });
    });
  });
}

test('the glyph check notices characters no font can draw', async ({ page }) => {
  await page.goto('/m/home');
  await splashGone(page);
  // A private-use code point has no glyph in any installed font.
  expect(await missingGlyphs(page, 'ok \u{F0000}')).toEqual(['\u{F0000}']);
});

test('a player can switch language from the header, and the choice is kept', async ({ page }) => {
  await page.goto('/m/home');
  await splashGone(page);
  await page.getByRole('button', { name: 'Choose language' }).click();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  const vi = messages('VI');
  await expect(page.getByText(vi['lane.hot']!)).toBeVisible();
  await page.reload();
  await expect(page.getByText(vi['lane.hot']!)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test.describe('a browser in French', () => {
  test.use({ locale: 'fr-FR' });

  test("names the splash in the player's language", async ({ page }) => {
    await page.goto('/m/home');
    await splashGone(page);
    await expect(page.locator('#splash')).toHaveAttribute('aria-label', messages('FR')['loading']!);
  });
});
