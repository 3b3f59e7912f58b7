import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  fillRegistration,
  memberChip,
  otherPhone,
  uniqueUsername,
  warmEnvelopeKey,
} from './support/accounts';
import { splashGone } from './support/app';
import { AUTO_LOGIN_ORIGIN } from './support/environment';

/** Where the app keeps the remembered login (contract STORAGE_KEYS.rememberedLogin). */
const REMEMBERED = 'lobby.rememberedLogin';

const rememberedLogin = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), REMEMBERED);

const logInLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });

/** Ends the tab's session the way closing the browser does, keeping localStorage. */
async function reopen(page: Page, path = '/m/home') {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${AUTO_LOGIN_ORIGIN}${path}`);
  await splashGone(page);
}

async function register(page: Page, username: string) {
  await page.goto(`${AUTO_LOGIN_ORIGIN}/m/register`);
  await splashGone(page);
  await fillRegistration(page, username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(memberChip(page, username)).toBeVisible();
}

async function logInRemembered(page: Page, username: string) {
  await page.goto(`${AUTO_LOGIN_ORIGIN}/m/login`);
  await splashGone(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${AUTO_LOGIN_ORIGIN}/m/home`);
  await expect(memberChip(page, username)).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await warmEnvelopeKey(request, 'auto');
});

test('"Remember me" signs the player in again on load, with a rotating token and never the password', async ({
  page,
}) => {
  // A dozen full page loads, each showing the splash for its minimum time.
  test.slow();
  const username = uniqueUsername('rem');
  // This merchant's auto-login-after-register setting is off: registering remembers nothing.
  await register(page, username);
  expect(await rememberedLogin(page)).toBeNull();
  await reopen(page);
  await expect(logInLink(page)).toBeVisible();

  await logInRemembered(page, username);
  const first = JSON.parse((await rememberedLogin(page))!) as Record<string, string>;
  expect(first).toEqual({
    type: 'username',
    username,
    rememberToken: expect.stringMatching(/^[\w-]{43}$/),
    merchant: 'auto',
  });
  expect(await rememberedLogin(page)).not.toContain(PASSWORD);

  // A new browser session: the remembered login signs in again, with a fresh token.
  await reopen(page);
  await expect(memberChip(page, username)).toBeVisible();
  const second = JSON.parse((await rememberedLogin(page))!) as Record<string, string>;
  expect(second.rememberToken).not.toBe(first.rememberToken);

  // A member-only page waits for auto-login instead of sending the player to log in.
  await reopen(page, '/m/member/home');
  await expect(page).toHaveURL(`${AUTO_LOGIN_ORIGIN}/m/member/home`);
  await expect(page.getByRole('heading', { name: username, level: 2 })).toBeVisible();

  // redirectUrl, backUrl and autoLogin=0 hold auto-login back (SPEC section 2).
  for (const query of ['?backUrl=%2Fm%2Fhome', '?redirectUrl=%2Fm%2Fhome', '?autoLogin=0']) {
    await reopen(page, `/m/home${query}`);
    await expect(logInLink(page)).toBeVisible();
  }

  // Signing out ends it: the token is revoked and forgotten.
  await reopen(page, '/m/member/home');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(logInLink(page)).toBeVisible();
  expect(await rememberedLogin(page)).toBeNull();
  await reopen(page);
  await expect(logInLink(page)).toBeVisible();
});

test('a copied remember token is refused and stops the remembered login it came from', async ({
  page,
  browser,
}, testInfo) => {
  // A registration, two sign-ins and seven full page loads on two phones, each with its splash.
  test.slow();
  const username = uniqueUsername('cpy');
  await register(page, username);
  await logInRemembered(page, username);
  const copied = (await rememberedLogin(page))!;

  // The owner's next visit uses the token and rotates it.
  await reopen(page);
  await expect(memberChip(page, username)).toBeVisible();

  // Someone replays the copy elsewhere: nobody is signed in, and the copy is dropped.
  const other = await otherPhone(browser, testInfo);
  const thief = await other.newPage();
  await thief.goto(`${AUTO_LOGIN_ORIGIN}/m/home`);
  await splashGone(thief);
  await thief.evaluate(([key, value]) => localStorage.setItem(key!, value!), [REMEMBERED, copied]);
  await thief.reload();
  await splashGone(thief);
  await expect(logInLink(thief)).toBeVisible();
  await expect.poll(() => rememberedLogin(thief)).toBeNull();
  await other.close();

  // The whole family is revoked: the session it opened on the owner's phone has ended...
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'Your session has ended',
  );
  await expect(logInLink(page)).toBeVisible();
  // ...and the owner's next load cannot sign in with the family's token either.
  await reopen(page);
  await expect(logInLink(page)).toBeVisible();
  // The header offers Log in while the refused auto-login is still answering.
  await expect.poll(() => rememberedLogin(page)).toBeNull();
});
