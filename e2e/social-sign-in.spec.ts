import { STORAGE_KEYS } from '@lobby/contract';
import { expect, test, type Page } from '@playwright/test';
import {
  asNewPhone,
  fillRegistration,
  PASSWORD,
  storedSession,
  uniqueUsername,
} from './support/accounts';
import { collectErrors, splashGone } from './support/app';
import { BASE_URL, PORT } from './support/environment';
import { normalWindow } from './support/normal-window';

const SOCI = `http://soci.localhost:${PORT}`;
const SHOTS = process.env.SIGN_IN_SHOTS;

const userNameOf = async (page: Page) =>
  (JSON.parse((await storedSession(page)) ?? '{}') as { userName?: string }).userName;

/** Opens the offline fake of Google's sign-in window, as a real provider's popup opens. */
async function openGooglePopup(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await opened;
  await expect(popup).toHaveTitle('Demo sign-in: Google');
  return popup;
}

/** Signs in through the offline fake of Google as an account name, in its own window. */
async function continueWithGoogle(page: Page, subject: string) {
  const popup = await openGooglePopup(page);
  await popup.getByLabel('Account name').fill(subject);
  await popup.getByRole('button', { name: 'Continue' }).click();
}

test('a login page with no social flags asks no third-party origin and offers no social sign-in', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/m/login');
  await splashGone(page);
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Or continue with').count()).toBe(0);
  expect([...origins]).toEqual([BASE_URL]);
});

test('a login page with social flags on draws its ways after first paint, from its own origin only', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto(`${SOCI}/m/login`);
  await splashGone(page);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([SOCI]);
});

test('a social identity with no account sees the choice dialog, links to an existing account after its password, then signs it in', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const username = uniqueUsername('soc');
  const subject = `g_${username}`;
  await asNewPhone(page);
  await page.goto(`${SOCI}/m/register`);
  await splashGone(page);
  await fillRegistration(page, username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${SOCI}/m/home`);

  const visitorWindow = await normalWindow(test.info());
  const visitor = visitorWindow.page;
  await asNewPhone(visitor);
  await visitor.goto(`${SOCI}/m/login`);
  await splashGone(visitor);
  await continueWithGoogle(visitor, subject);
  const choice = visitor.getByRole('dialog', { name: 'Link your account' });
  await expect(choice).toContainText('This Google account is not linked');
  await expect(choice.getByRole('button', { name: 'Register new' })).toBeVisible();
  if (SHOTS) await visitor.screenshot({ scale: 'css', path: `${SHOTS}/choice-EN.png` });
  await choice.getByRole('button', { name: 'Log in to existing account' }).click();
  await expect(visitor.getByText('Log in to link your Google account.')).toBeVisible();
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(visitor).toHaveURL(`${SOCI}/m/home`);

  // Signed out, the same Google identity signs this member in, with no password.
  await visitor.evaluate(() => sessionStorage.clear());
  await visitor.goto(`${SOCI}/m/login`);
  await splashGone(visitor);
  await continueWithGoogle(visitor, subject);
  await expect(visitor).toHaveURL(`${SOCI}/m/home`);
  await expect.poll(() => userNameOf(visitor)).toBe(username);
  await visitorWindow.close();
  expect(errors).toEqual([]);
});

test('"register new" carries the identity into registration, which then signs in by it', async () => {
  test.slow();
  const subject = `g_${uniqueUsername('new')}`;
  const username = uniqueUsername('sor');
  const phone = await normalWindow(test.info());
  const { page } = phone;
  await asNewPhone(page);
  await page.goto(`${SOCI}/m/login`);
  await splashGone(page);
  await continueWithGoogle(page, subject);
  const choice = page.getByRole('dialog', { name: 'Link your account' });
  await choice.getByRole('button', { name: 'Register new' }).click();
  await expect(page).toHaveURL(`${SOCI}/m/register`);
  await expect(
    page.getByText('Your Google account will be linked to the new account.'),
  ).toBeVisible();
  await fillRegistration(page, username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${SOCI}/m/home`);

  await phone.close();

  // Another phone: the Google identity now names the new account.
  const otherPhone = await normalWindow(test.info());
  const other = otherPhone.page;
  await asNewPhone(other);
  await other.goto(`${SOCI}/m/login`);
  await splashGone(other);
  await continueWithGoogle(other, subject);
  await expect(other).toHaveURL(`${SOCI}/m/home`);
  await expect.poll(() => userNameOf(other)).toBe(username);
  await otherPhone.close();
});

for (const language of ['RU', 'UR', 'TA']) {
  test(`the choice dialog fits 320 px in ${language}`, async () => {
    const phone = await normalWindow(test.info(), { viewport: { width: 320, height: 640 } });
    const { page } = phone;
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE_KEYS.language, language],
    );
    await asNewPhone(page);
    await page.goto(`${SOCI}/m/login`);
    await splashGone(page);
    const buttons = page.locator('.social-button');
    await expect(buttons.first()).toBeVisible();
    const opened = page.waitForEvent('popup');
    await buttons.first().click();
    const popup = await opened;
    await expect(popup.locator('html')).toHaveAttribute('lang', /./);
    if (language === 'UR') await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
    await popup.getByTestId('local-identity-subject').fill(`g_${uniqueUsername('l')}`);
    if (SHOTS)
      await popup.screenshot({ scale: 'css', path: `${SHOTS}/fake-window-${language}.png` });
    await popup.locator('button[type=submit]').click();
    const dialog = page.locator('.sheet[role=dialog]');
    await expect(dialog.locator('.social-choice-actions .button')).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    for (const button of await dialog.locator('.button').all()) {
      const box = await button.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    }
    if (language === 'UR') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (SHOTS) await page.screenshot({ scale: 'css', path: `${SHOTS}/choice-${language}.png` });
    await phone.close();
  });
}
