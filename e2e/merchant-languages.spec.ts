import { expect, test, type Page } from '@playwright/test';
import { collectErrors, horizontalOverflow, snap, splashGone } from './support/app';

/** The demo slot as a guest's free trial, framed by the member centre as a player opens it. */
async function openTrialSlot(page: Page) {
  await page.goto('/m/game?gameId=rng-dragon-fortune&trial=1&back=%2Fm%2Frng');
  await splashGone(page);
  const game = page.frameLocator('iframe');
  await expect(game.getByTestId('spin')).toBeVisible({ timeout: 15_000 });
  return game;
}

for (const { locale, lang, dir, spin, width } of [
  { locale: 'ru-RU', lang: 'ru', dir: 'ltr', spin: 'Крутить', width: 360 },
  { locale: 'ur-PK', lang: 'ur', dir: 'rtl', spin: 'اسپن کریں', width: 360 },
  { locale: 'ta-IN', lang: 'ta', dir: 'ltr', spin: 'சுழற்று', width: 320 },
]) {
  test.describe(`the demo game page in ${lang} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 740 } });

    test('speaks the player’s language, shows the money before the first spin, and has one back bar', async ({
      page,
    }, testInfo) => {
      const errors = collectErrors(page);
      const game = await openTrialSlot(page);
      await expect(game.locator('html')).toHaveAttribute('lang', lang);
      await expect(game.locator('html')).toHaveAttribute('dir', dir);
      await expect(game.getByTestId('spin')).toHaveText(spin);
      await expect(game.getByTestId('balance')).toHaveText(/\d/);
      // The member centre's bar has Back; the framed page's own bar is hidden.
      await expect(game.getByTestId('vendor-back')).toBeHidden();
      await expect(page.locator('.game-bar .game-back')).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await snap(page, testInfo, `game-${lang}-${width}`);
      await game.getByTestId('spin').click();
      await expect(game.getByTestId('win-message')).not.toHaveText(/You won|No win|Spinning/);
      await expect(game.getByTestId('spin')).toBeEnabled();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a merchant text missing in Urdu', () => {
  test.use({ locale: 'ur-PK', viewport: { width: 360, height: 740 } });

  test('is marked with its own language and direction inside the right-to-left page', async ({
    page,
  }, testInfo) => {
    // The demo merchants have every text in Urdu, so the answer is made to lack one, as a real
    // merchant's may: its content and terms fell back to English.
    await page.route('**/wps/relay/PROMOFE_getPromotionDetail**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        value: { content: string; terms: string; textLanguages: Record<string, string> };
      };
      body.value.content = 'Deposit once and we match it **100%**.';
      body.value.terms = '- Rewards are credited within 24 hours.';
      body.value.textLanguages = { content: 'EN', terms: 'EN' };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/activity?id=1');
    await splashGone(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const content = page.locator('.promo-content');
    await expect(content).toContainText('Deposit once');
    await expect(content).toHaveAttribute('lang', 'en');
    await expect(content).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('.promo-terms [lang="en"][dir="ltr"]')).toContainText('24 hours');
    // The title is Urdu, so it carries no mark of its own.
    await expect(page.locator('.promo-detail-title')).not.toHaveAttribute('lang', /./);
    // The English full stop stays at the end of its sentence: the paragraph runs left to right.
    const box = await content.locator('p').first().boundingBox();
    const pageBox = await page.locator('.promo-detail').boundingBox();
    expect(box!.x - pageBox!.x).toBeLessThan(40);
    await snap(page, testInfo, 'activity-ur-fallback');
  });
});
