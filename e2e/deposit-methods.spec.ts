import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@lobby/contract';
import { PASSWORD, registerThroughUi, storedSession, uniqueUsername } from './support/accounts';
import { horizontalOverflow, snap, splashGone } from './support/app';
import { PAY2_ORIGIN } from './support/environment';

// pay2 offers the demo provider and a bank transfer, and has PWDEXPFORCECHANGE3 on.
test.use({ baseURL: PAY2_ORIGIN });

async function newMember(page: Page): Promise<string> {
  const username = uniqueUsername('pay2');
  await registerThroughUi(page, username);
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('link', { name: 'Explore games' })
    .click();
  return username;
}

test('deposit offers both methods of the merchant, and pays with the one chosen', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await newMember(page);
  await page.goto('/m/wallet/deposit');
  await splashGone(page);
  const methods = page.getByRole('group', { name: 'Payment method' });
  const demo = methods.getByRole('radio', { name: 'Demo Pay' });
  const bank = methods.getByRole('radio', { name: 'Bank transfer' });
  await expect(demo).toBeChecked();
  await bank.check();
  await expect(bank).toBeChecked();
  await expect(demo).not.toBeChecked();

  // The chosen chip is filled, not only outlined like the others.
  const chip = page.getByRole('button', { name: '₱500.00' });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const filled = await chip.evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(filled).not.toBe('rgba(0, 0, 0, 0)');

  // Back to the demo provider, which pays at once.
  await demo.check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/demo\/checkout\?t=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('deposit-result')).toContainText('₱500.00');

  // The form at 320 px in four scripts, looked at by a person.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const language of ['RU', 'TA', 'JA', 'UR']) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEYS.language,
      language,
    ] as const);
    await page.goto('/m/wallet/deposit');
    await splashGone(page);
    await expect(page.locator('input[name="deposit-method"]')).toHaveCount(2);
    expect(await horizontalOverflow(page), language).toBeLessThanOrEqual(0);
    await snap(page, testInfo, `deposit-320-${language}`, { fullPage: false });
  }
});

test('with PWDEXPFORCECHANGE3 on, a sign-in answered passwordExpired leads to /m/changePsw', async ({
  page,
}) => {
  const username = await newMember(page);
  await page.goto('/m/member/home');
  await splashGone(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => storedSession(page)).toBeNull();
  // The server marks a password expired only after days: the answer says so here.
  await page.route('**/wps/session/login', async (route) => {
    // Node cannot resolve *.localhost names; the Merchant header still names pay2.
    const url = route.request().url().replace('//pay2.localhost:', '//127.0.0.1:');
    const answer = await route.fetch({ url });
    const body = (await answer.json()) as { success: boolean; value?: Record<string, unknown> };
    if (body.value) body.value.passwordExpired = true;
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto('/m/login');
  await splashGone(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/m/changePsw?go=%2Fm%2Fhome');
  expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({ userName: username });
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});
