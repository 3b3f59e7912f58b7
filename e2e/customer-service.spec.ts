import { expect, test } from '@playwright/test';
import { registerThroughUi, uniqueUsername } from './support/accounts';
import { bottomNav, collectErrors, horizontalOverflow, splashGone } from './support/app';
import { DEMO_OPERATORS } from './support/operators';
import { operatorPage } from './support/signed-in';

test('a member writes, the operator answers, the member sees it live and the badge counts and clears', async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const username = uniqueUsername('chat');
  await registerThroughUi(page, username);
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('link', { name: 'Explore games' })
    .tap();

  const service = bottomNav(page).getByRole('link', { name: /^Service/ });
  await service.tap();
  await expect(page).toHaveURL('/m/chat');
  const question = '<b>Where is my deposit?</b>';
  await page.getByLabel('Your message').fill(question);
  await page.getByRole('button', { name: 'Send' }).tap();
  // Rendered as text: the markup shows as typed, never as bold.
  await expect(page.getByTestId('chat-player').last()).toContainText(question);

  const ops = await operatorPage(browser, 'support', '/ops/chat');
  const operatorContext = ops.context();
  await ops
    .getByTestId('ops-conversations')
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await expect(ops.getByTestId('ops-message-player').last()).toHaveText(question);
  await ops.getByLabel('Answer').fill('It arrived a minute ago.');
  await ops.getByRole('button', { name: 'Send', exact: true }).click();

  // Live, without a reload.
  await expect(page.getByTestId('chat-operator').last()).toContainText('It arrived a minute ago.');

  // Away from the chat, a second answer is counted on the Service tab, and seen once opened.
  await bottomNav(page).getByRole('link', { name: 'Home', exact: true }).tap();
  await expect(page).toHaveURL('/m/home');
  await ops.getByLabel('Answer').fill('Anything else?');
  await ops.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ops.getByTestId('ops-message-operator').last()).toHaveText('Anything else?');
  await page.reload();
  await expect(page.getByTestId('service-badge')).toHaveText('1', { timeout: 15_000 });
  await service.tap();
  await expect(page.getByTestId('chat-operator').last()).toContainText('Anything else?');
  await expect(page.getByTestId('service-badge')).toBeHidden();
  await bottomNav(page).getByRole('link', { name: 'Home', exact: true }).tap();
  await page.reload();
  await expect(bottomNav(page).getByRole('link', { name: 'Service', exact: true })).toBeVisible();
  await expect(page.getByTestId('service-badge')).toBeHidden();

  await operatorContext.close();
  expect(errors).toEqual([]);
});

for (const [locale, title, dir] of [
  ['ru-RU', 'Служба поддержки', 'ltr'],
  ['ja-JP', 'カスタマーサポート', 'ltr'],
  ['ta-IN', 'வாடிக்கையாளர் சேவை', 'ltr'],
  ['ur-PK', 'کسٹمر سروس', 'rtl'],
] as const) {
  test.describe(`the chat in ${locale}`, () => {
    test.use({ locale, viewport: { width: 320, height: 640 } });

    test('fits a 320 px phone, written in the language direction', async ({ page }, testInfo) => {
      await page.goto('/m/chat');
      await splashGone(page);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ scale: 'css', path: testInfo.outputPath(`chat-${locale}.png`) });
    });
  });
}

test('the operator pages refuse a visitor and a wrong password', async ({ page }) => {
  await page.goto('/ops/chat');
  await expect(page).toHaveURL('/ops/sign-in');
  await page.getByLabel('Operator name').fill(DEMO_OPERATORS.support);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The operator name or password is wrong.');
  await expect(page).toHaveURL('/ops/sign-in');
});

test('the feedback form stores an entry, with a screenshot, that the operator list shows', async ({
  page,
  browser,
}) => {
  test.slow();
  const username = uniqueUsername('fb');
  await registerThroughUi(page, username);
  await page.goto('/m/feedback');
  await page.getByLabel('What is it about?').selectOption('withdrawal');
  await page.getByLabel('Your feedback').fill('My withdrawal is still pending');
  // A PNG's signature is what the server checks; the picture itself may be anything.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(56),
  ]);
  await page
    .getByLabel(/^Screenshot/)
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();

  const ops = await operatorPage(browser, 'support', '/ops/feedback');
  const operatorContext = ops.context();
  const row = ops.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Withdrawal');
  await expect(row).toContainText('My withdrawal is still pending');
  await expect(row.getByRole('button', { name: 'Open with screenshot' })).toBeVisible();
  await operatorContext.close();
});

test.describe('the feedback form at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('fits in RU, JA and TA, and reads right to left in UR', async ({ page }, testInfo) => {
    test.slow();
    const username = uniqueUsername('fbw');
    await registerThroughUi(page, username);
    await page
      .getByRole('dialog', { name: `Welcome, ${username}!` })
      .getByRole('link', { name: 'Explore games' })
      .tap();
    for (const [code, title, dir] of [
      ['ru', 'Отправить отзыв', 'ltr'],
      ['ja', '送信する', 'ltr'],
      ['ta', 'கருத்தை அனுப்பு', 'ltr'],
      ['ur', 'رائے بھیجیں', 'rtl'],
    ] as const) {
      // The player's stored choice (a member sets it on member home; the header keeps the
      // balance's room).
      await page.evaluate(
        (language) => localStorage.setItem('lobby.language', language),
        code.toUpperCase(),
      );
      await page.goto('/m/feedback');
      await splashGone(page);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('button', { name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ scale: 'css', path: testInfo.outputPath(`feedback-${code}.png`) });
    }
  });
});
