import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { STORAGE_KEYS } from '@lobby/contract';
import {
  ADULT_BIRTH_DATE,
  asNewPhone,
  fillRegistration,
  logInThroughUi,
  PASSWORD,
  uniqueUsername,
} from './support/accounts';
import { collectErrors, horizontalOverflow, snap, splashGone } from './support/app';

// Player protection (issue 32): age and terms at registration, a deposit limit, reality checks
// and a time-out, as a new player meets them.

/** Registers a new player through /m/register with a date of birth and the terms accepted. */
async function register(page: Page, username: string) {
  await asNewPhone(page);
  await page.goto('/m/register');
  await splashGone(page);
  await fillRegistration(page, username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/m/home');
  await page.keyboard.press('Escape');
}

/** Opens the protection page from member home. */
async function openProtection(page: Page) {
  await page.goto('/m/member/home');
  await splashGone(page);
  await page.getByRole('link', { name: 'Player protection' }).click();
  await expect(page).toHaveURL('/m/protection');
  await expect(page.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
}

test('registration asks for a date of birth and the terms, and refuses the under-age', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await asNewPhone(page);
  await page.goto('/m/register');
  await splashGone(page);
  await page.getByLabel('Username').fill(uniqueUsername('prot'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  const birthDate = page.getByLabel('Date of birth');
  await expect(birthDate).toHaveAccessibleDescription('Enter your date of birth.');
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await snap(page, testInfo, 'register-consent-360');

  // Sixteen years ago today: under the demo merchant's 18.
  const now = new Date();
  const young = `${now.getFullYear() - 16}-06-15`;
  await birthDate.fill(young);
  await page.getByRole('checkbox', { name: /accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(birthDate).toHaveAccessibleDescription(
    'You must be at least 18 years old to register.',
  );
  await expect(page).toHaveURL('/m/register');

  await birthDate.fill(ADULT_BIRTH_DATE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/m/home');
  expect(errors).toEqual([]);
});

test('a deposit limit refuses a deposit above it, naming the limit', async ({ page }, testInfo) => {
  await register(page, uniqueUsername('dlim'));
  await openProtection(page);
  const daily = page.getByRole('listitem').filter({ hasText: 'Per day' }).first();
  await daily.getByRole('textbox').fill('150');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily).toContainText('₱150.00');
  await snap(page, testInfo, 'protection-360');

  // Raising it waits 24 hours, and the page says when.
  await daily.getByRole('textbox').fill('900');
  await daily.getByRole('button', { name: 'Save' }).click();
  // Amounts sit in first-strong isolates inside sentences.
  await expect(daily).toContainText(/Changes to \u2068₱900\.00\u2069 on/);
  await expect(daily.locator('.limit-value')).toHaveText(/₱150\.00/);

  await page.goto('/m/wallet/deposit');
  await page.getByRole('button', { name: '₱500.00' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText(/This would pass your daily deposit limit\. It resets/),
  ).toBeVisible();
  await expect(page).toHaveURL('/m/wallet/deposit');
});

test('a reality check comes at the chosen interval of play; Stop ends the game', async ({
  page,
}) => {
  await page.clock.install();
  await register(page, uniqueUsername('real'));
  await openProtection(page);
  const interval = page.getByLabel('Minutes', { exact: true }).last();
  await interval.fill('20');
  await page
    .getByRole('region', { name: 'Reality check' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('a reminder comes every 20 minutes')).toBeVisible();

  await page.goto('/m/game?gameId=rng-dragon-fortune');
  await expect(page.frameLocator('iframe').getByTestId('spin')).toBeVisible({ timeout: 15_000 });
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await page.clock.fastForward('19:00');
  await expect(check).toBeHidden();
  await page.clock.fastForward('01:30');
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have played for');
  await check.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page).toHaveURL('/m/home');
  await expect(check).toBeHidden();
});

test('a time-out signs the player out, and sign-in is refused with its end date', async ({
  page,
}) => {
  const username = uniqueUsername('tout');
  await register(page, username);
  await openProtection(page);
  const card = page.getByRole('region', { name: 'Take a break' });
  await card.getByLabel('How long').selectOption('1');
  await card.getByLabel('Your password, to confirm').fill(PASSWORD);
  await card.getByRole('button', { name: 'Start the break' }).click();
  await expect(page).toHaveURL('/m/home');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Your break has started. It ends');
  await notice.getByRole('button').first().click();

  await logInThroughUi(page, '/m/login', username, PASSWORD);
  await expect(page.getByText(/You are taking a time-out until .*\d/)).toBeVisible();
  await expect(page).toHaveURL('/m/login');
});

/** Sets the language the app starts in on this page's next loads. */
async function inLanguage(page: Page, language: string) {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, language],
  );
}

for (const language of ['RU', 'TA', 'JA', 'UR'] as const) {
  test(`the registration and protection pages fit 320 px in ${language}`, async ({
    page,
    browser,
  }, testInfo: TestInfo) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await register(page, uniqueUsername(`w${language.slice(0, 2).toLowerCase()}`));
    await inLanguage(page, language);
    await page.goto('/m/protection');
    await splashGone(page);
    await expect(page.locator('.limit-row').first()).toBeVisible();
    if (language === 'UR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snap(page, testInfo, `protection-${language}-320`);

    // The registration form as a visitor sees it, errors shown.
    const visitor = await browser.newPage({ viewport: { width: 320, height: 740 } });
    await inLanguage(visitor, language);
    await visitor.goto('/m/register');
    await splashGone(visitor);
    await visitor.locator('form button[type="submit"]').last().click();
    await expect(visitor.locator('[id$="-birth-date-error"]')).toBeVisible();
    expect(await horizontalOverflow(visitor)).toBeLessThanOrEqual(0);
    await snap(visitor, testInfo, `register-${language}-320`);
    await visitor.close();
  });
}
