import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { splashGone } from './app';
import { BASE_URL, MOBILE_ORIGIN } from './environment';

/** The demo account the server seeds (printed at start). */
export const DEMO = { username: 'demo_player', password: 'Lucky-Demo-2026' } as const;

/** The demo agent the server seeds (member type 1), with the demo player's password. */
export const DEMO_AGENT = { username: 'demo_agent', password: DEMO.password } as const;

/** A password the server accepts (8+ characters, not a common one). */
export const PASSWORD = 'Tide-Lantern-42';

/**
 * A username no other test (or earlier run against the same database) has taken: 4 to 20
 * letters, digits and underscores. The server allows 10 registrations an hour per address and 5
 * per device, and every context of one phone profile has the same device id and address: a flow
 * that registers does it as a new phone (`asNewPhone`).
 */
export function uniqueUsername(prefix: string): string {
  const stamp = Date.now().toString(36);
  const salt = Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `${prefix}_${stamp}${salt}`.slice(0, 20);
}

/** The header's link to member home, named by the signed-in member. */
export const memberChip = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('link', { name: username, exact: true });

/** The header's Log in link, shown to visitors. */
export const headerLogIn = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });

/** An adult's date of birth, as the date field takes it (player protection). */
export const ADULT_BIRTH_DATE = '1990-05-17';

/** Fills the registration form's date of birth and ticks its terms (every way of registering). */
export async function fillConsent(page: Page, birthDate = ADULT_BIRTH_DATE) {
  await page.getByLabel('Date of birth').fill(birthDate);
  await page.getByRole('checkbox', { name: /accept the terms/ }).check();
}

/** Fills the registration form of the page (or sheet) that is open, ready to submit. */
export async function fillRegistration(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await fillConsent(page);
}

/**
 * Makes the page a new player's phone: an address of its own, as a proxy the e2e server trusts
 * names it (the e2e server trusts loopback peers), and a device id of its own. Call before its first
 * page load.
 */
export async function asNewPhone(page: Page): Promise<void> {
  const part = () => 1 + Math.floor(Math.random() * 254);
  // 198.18.0.0/15 is set aside for tests: a /24 and an address of their own, never a real host.
  const address = `198.${18 + (part() % 2)}.${part()}.${part()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await ownDeviceId(page);
}

/**
 * Gives the page's phone a device id of its own unless it has one: every context of one browser
 * build derives the same id from its fingerprint, and a sign-in from a device ends that device's
 * other session, so parallel tests signing in the demo player would end each other's.
 */
export async function ownDeviceId(page: Page): Promise<void> {
  await page.addInitScript((id) => {
    if (!localStorage.getItem('lobby:deviceId')) localStorage.setItem('lobby:deviceId', id);
  }, randomUUID());
}

/** Registers a new player, from a new phone, through /m/register and waits until they land signed in. */
export async function registerThroughUi(page: Page, username: string, password = PASSWORD) {
  await asNewPhone(page);
  await page.goto('/m/register');
  await splashGone(page);
  await fillRegistration(page, username, password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/m/home');
  // The header's avatar gives way to the balance on the narrowest phones: ask the session.
  await expect
    .poll(
      async () =>
        (JSON.parse((await storedSession(page)) ?? '{}') as { userName?: string }).userName,
    )
    .toBe(username);
}

/** Opens a login URL, fills the form and submits it. */
export async function logInThroughUi(page: Page, url: string, username: string, password: string) {
  await ownDeviceId(page);
  await page.goto(url);
  await splashGone(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The session info the app keeps in sessionStorage, or null. */
export const storedSession = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('lobby.session'));

/**
 * A second browser context shaped like the test's phone: another device of the same player, so
 * with a device id of its own (the same browser build would derive the same one from its
 * fingerprint, and a sign-in from the same device replaces that device's session).
 */
export async function otherPhone(browser: Browser, testInfo: TestInfo) {
  const {
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    serviceWorkers,
    storageState,
  } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    serviceWorkers,
    storageState,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  await context.addInitScript((id) => {
    if (!localStorage.getItem('lobby:deviceId')) localStorage.setItem('lobby:deviceId', id);
  }, randomUUID());
  return context;
}

/**
 * A merchant's first envelope key is generated on first use (RSA 3072, seconds on a busy
 * machine): fetch it before the flow, so the first sign-in is not what waits for it. Node does
 * not resolve *.localhost, so the merchant is named in the Merchant header.
 */
export async function warmEnvelopeKey(
  request: APIRequestContext,
  merchantCode: string,
): Promise<void> {
  const response = await request.get(`${BASE_URL}/wps/session/key/rsa?_=${Date.now()}`, {
    headers: { merchant: merchantCode },
    timeout: 60_000,
  });
  expect(response.ok()).toBe(true);
}

/** A mobile number of its own (9 and nine digits), without the country code. */
export const uniqueMobileNumber = () =>
  `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;

/**
 * Registers a member on the mobile merchant by mobile number (no password: a default one) and
 * answers their username.
 */
export async function registerByMobile(page: Page, mobileNum: string): Promise<string> {
  await asNewPhone(page);
  await page.goto(`${MOBILE_ORIGIN}/m/register`);
  await splashGone(page);
  await page
    .getByRole('group', { name: 'Register with' })
    .getByRole('radio', { name: 'Mobile number' })
    .check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNum);
  await fillConsent(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/m/home`);
  let username = '';
  await expect
    .poll(async () => {
      username =
        (JSON.parse((await storedSession(page)) ?? '{}') as { userName?: string }).userName ?? '';
      return username;
    })
    .not.toBe('');
  return username;
}
