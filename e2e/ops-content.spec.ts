import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type TestInfo,
} from '@playwright/test';
import { operatorApi, operatorPage } from './support/signed-in';
import { collectErrors, splashGone } from './support/app';

// Promotion 5 of the demo merchant ("Weekend sports boost"): its Thai title is edited here and
// given back afterwards, so specs reading it meanwhile in other languages see no change.
const PROMOTION = { id: '5', thai: 'บูสต์กีฬาสุดสัปดาห์', edited: 'บูสต์กีฬาสุดสัปดาห์ ใหม่' };

/** Puts the Thai title back through the console's call (as the demo's admin). */
async function restoreTitle(request: APIRequestContext) {
  const content = await (await request.get('/ops/api/content')).json();
  const promotion = content.value.promotions.find((p: { id: string }) => p.id === PROMOTION.id);
  const lines = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([l, text]) => [l, text.split('\n')]));
  await request.put('/ops/api/content/promotion', {
    data: {
      mode: 'update',
      id: promotion.id,
      category: promotion.category,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      enabled: promotion.enabled,
      title: { ...promotion.title, TH: PROMOTION.thai },
      content: lines(promotion.content),
      terms: lines(promotion.terms),
      images: promotion.images,
    },
  });
}

test.describe("the console's content pages", () => {
  test("a marketing operator edits a promotion's Thai title; the player's Thai promotions page shows it", async ({
    browser,
  }, testInfo) => {
    test.slow();
    try {
      await editAndSee(browser, testInfo);
    } finally {
      const request = await operatorApi('admin');
      await restoreTitle(request);
      await request.dispose();
    }
  });

  test('a Urdu preview runs right to left in the player language picked', async ({ browser }) => {
    // Read-only operators see the content, its forms and previews, but no save.
    const ops = await operatorPage(browser, 'readOnly');
    const desk = ops.context();
    await ops.getByRole('link', { name: 'Banners' }).click();
    await ops.getByRole('button', { name: 'View' }).first().click();
    await expect(ops.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await ops
      .getByRole('form', { name: 'Banner' })
      .getByRole('tab', { name: 'UR', exact: true })
      .click();
    const preview = ops.getByTestId('player-preview');
    await expect(preview).toHaveAttribute('dir', 'rtl');
    await expect(preview.locator('.banner-caption-title')).not.toBeEmpty();
    await desk.close();
  });
});

/** The marketing operator's edit at 1280x800, then the player's page in Thai at phone size. */
async function editAndSee(browser: Browser, testInfo: TestInfo) {
  // A marketing operator (the demo's, signed in for the run); nothing on its pages fails.
  let errors: string[] = [];
  const ops = await operatorPage(browser, 'marketing', '/ops/dashboard', (page) => {
    errors = collectErrors(page);
  });
  const desk = ops.context();
  await ops.getByRole('link', { name: 'Promotions' }).click();
  await expect(ops).toHaveURL(/\/ops\/promotions$/);
  await expect(ops.getByRole('button', { name: 'Weekend sports boost' })).toBeVisible();
  await ops.screenshot({ scale: 'css', path: testInfo.outputPath('ops-promotions-list.png') });
  await ops.getByRole('button', { name: 'Weekend sports boost' }).click();

  const editor = ops.getByRole('form', { name: 'Promotion' });
  await editor.getByRole('tab', { name: 'TH' }).click();
  const title = editor.getByLabel('Title (TH)');
  await expect(title).toHaveValue(PROMOTION.thai);
  await title.fill(PROMOTION.edited);
  // The preview is the player's card, in Thai, as the player's list draws it.
  const preview = ops.getByTestId('player-preview');
  await expect(preview).toHaveAttribute('lang', 'th');
  await expect(preview.locator('.promo-card .promo-title')).toHaveText(PROMOTION.edited);
  await expect(preview.locator('.promo-validity')).toHaveText('กำลังดำเนินอยู่');
  await ops.screenshot({ scale: 'css', path: testInfo.outputPath('ops-promotion-editor-th.png') });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  expect(errors).toEqual([]);
  await desk.close();

  // The player, in Thai at phone size, sees the new title on the promotions page.
  const phone = await browser.newContext({
    ...testInfo.project.use,
    locale: 'th-TH',
  });
  const player = await phone.newPage();
  await player.goto('/m/news');
  await splashGone(player);
  const card = player.getByRole('link', { name: new RegExp(PROMOTION.edited) });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await player.screenshot({ scale: 'css', path: testInfo.outputPath('player-news-th.png') });
  await phone.close();
}
