import { expect, test, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO,
  PASSWORD,
  fillConsent,
  fillRegistration,
  headerLogIn,
  logInThroughUi,
  memberChip,
  otherPhone,
  registerThroughUi,
  storedSession,
  uniqueUsername,
} from './support/accounts';
import { collectErrors, horizontalOverflow, snap, splashGone } from './support/app';
import { MOBILE_ORIGIN } from './support/environment';

const isLogin = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/wps/session/login';

/** Signs out from member home and checks nothing of the session is left in the tab. */
async function signOut(page: Page, username: string) {
  await page.goto('/m/member/home');
  await splashGone(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/m/home');
  await expect(headerLogIn(page)).toBeVisible();
  await expect(memberChip(page, username)).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
}

test('a new player registers, changes the password without retyping it, logs out and back in', async ({
  page,
}) => {
  // Registration, two password screens, a sign-out and a sign-in through the screen: four
  // argon2id hashes and a dozen page loads, past 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const username = uniqueUsername('new');
  await registerThroughUi(page, username);
  expect(JSON.parse((await storedSession(page))!)).toMatchObject({ userName: username, type: 0 });

  // The first-time welcome, once, with the next steps.
  const welcome = page.getByRole('dialog', { name: `Welcome, ${username}!` });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Explore games' })).toBeVisible();
  await welcome.getByRole('link', { name: 'Set up your profile' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL('/m/member/home');
  await expect(page.getByRole('heading', { name: username, level: 2 })).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();

  // Right after registration the password just chosen is not asked for again.
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/m/changePsw?go=/m/member/home');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  const newPassword = `${PASSWORD}-2`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/m/member/home');
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible();

  // Once changed, the remembered password is gone: a second change asks for the current one.
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toBeVisible();

  await signOut(page, username);
  await page.goto('/m/member/home');
  await expect(page).toHaveURL((url) => url.pathname === '/m/login');

  // The go target is honoured after login.
  await logInThroughUi(page, '/m/login?go=/m/sports', username, newPassword);
  await expect(page).toHaveURL('/m/sports');
  await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
  await expect(memberChip(page, username)).toBeVisible();
  expect(errors).toEqual([]);
});

for (const go of ['//evil.example', 'https://evil.example/m/home', '/m/../../evil']) {
  test(`after login, go=${go} is not followed: the player lands on /m/home`, async ({ page }) => {
    await logInThroughUi(
      page,
      `/m/login?go=${encodeURIComponent(go)}`,
      DEMO.username,
      DEMO.password,
    );
    await expect(page).toHaveURL('/m/home');
    await expect(memberChip(page, DEMO.username)).toBeVisible();
  });
}

test('a double tap on Log in sends exactly one login request', async ({ page }) => {
  const logins: Request[] = [];
  page.on('request', (request) => {
    if (isLogin(request)) logins.push(request);
  });
  await page.goto('/m/login');
  await splashGone(page);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).dblclick();
  await expect(page).toHaveURL('/m/home');
  await expect(memberChip(page, DEMO.username)).toBeVisible();
  await page.waitForTimeout(700);
  expect(logins).toHaveLength(1);
  // The browser sealed it with the default scheme, HPKE: its header, encapsulated key and body.
  const headers = logins[0]!.headers();
  expect(headers['encryption']).toMatch(
    /^hpke; kid=[A-Za-z0-9_-]{22}; ts=\d+; nonce=[A-Za-z0-9_-]{22}$/,
  );
  expect(Buffer.from(headers['x-rsa']!, 'base64')).toHaveLength(65);
  expect(Buffer.from(headers['x-digest']!, 'base64')).toHaveLength(32);
  expect(Object.keys(logins[0]!.postDataJSON() as object)).toEqual(['value']);
});

test('two submits in the same instant still send one login request', async ({ page }) => {
  let logins = 0;
  page.on('request', (request) => {
    if (isLogin(request)) logins += 1;
  });
  await page.goto('/m/login');
  await splashGone(page);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.locator('form.account-form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page).toHaveURL('/m/home');
  await page.waitForTimeout(700);
  expect(logins).toBe(1);
});

test('a member-only route opens after login', async ({ page }) => {
  await page.goto('/m/home');
  await splashGone(page);
  // A single-sign-on token left from a social sign-in goes once a session token exists.
  await page.evaluate(() => {
    localStorage.setItem('lobby:ssoToken', 'left-over');
    sessionStorage.setItem('lobby:ssoToken', 'left-over');
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Me', exact: true })
    .tap();
  await expect(page).toHaveURL((url) => url.pathname === '/m/login');
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/m/member/home');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: DEMO.username, level: 2 })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => localStorage.getItem('lobby:ssoToken') ?? sessionStorage.getItem('lobby:ssoToken'),
      ),
    )
    .toBeNull();

  // Changing the language here stores it on the server too.
  const saved = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/wps/member/language',
  );
  await page.getByRole('button', { name: 'Language English' }).click();
  await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  expect((await saved).postDataJSON()).toEqual({ language: 'VI' });
  await expect(page.getByRole('heading', { name: 'Tài khoản của tôi', level: 1 })).toBeVisible();

  await page.goto('/m/changePsw');
  await expect(page).toHaveURL('/m/changePsw');
  await expect(page.getByLabel('Mật khẩu hiện tại')).toBeVisible();
});

test('the sessions list, and signing out other devices, across two phones', async ({
  page,
  browser,
}, testInfo) => {
  // Two phones each sign in through the UI: more than one phone's share of the 30 s.
  test.slow();
  const username = uniqueUsername('dev');
  await registerThroughUi(page, username);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const other = await otherPhone(browser, testInfo);
  const second = await other.newPage();
  await logInThroughUi(second, '/m/login?go=/m/member/home', username, PASSWORD);
  await expect(second).toHaveURL('/m/member/home');
  const secondList = second.getByRole('region', { name: 'Signed-in devices' });
  await expect(secondList.getByRole('listitem')).toHaveCount(2);

  await page.goto('/m/member/home');
  await splashGone(page);
  const list = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('This device')).toHaveCount(1);
  await expect(list.getByText(/^Active /)).toHaveCount(2);
  await list.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('Other devices signed out: 1')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('No other device is signed in.')).toBeVisible();

  // The other phone finds out on its next call: it is signed out and asked, once, to log in.
  await second.reload();
  await expect(second).toHaveURL((url) => url.pathname === '/m/login');
  const notice = second.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your session has ended');
  await expect(second.getByRole('alertdialog')).toHaveCount(1);
  await expect(headerLogIn(second)).toBeVisible();
  expect(await storedSession(second)).toBeNull();
  await other.close();

  // This phone is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: username, level: 2 })).toBeVisible();
});

test("registration offers the merchant's methods; by mobile it asks no password", async ({
  page,
}) => {
  await page.goto(`${MOBILE_ORIGIN}/m/register`);
  await splashGone(page);
  const methods = page.getByRole('group', { name: 'Register with' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  await methods.getByRole('radio', { name: 'Mobile number' }).check();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(
    page.getByText('You will set a password after verifying your number.'),
  ).toBeVisible();
  // Neither firebase SMS nor UPDATEMOBILEICC3 is on: the merchant's code shows, without a picker.
  await expect(page.getByLabel('Country code')).toHaveCount(0);
  await expect(page.getByText('+63', { exact: true })).toBeVisible();
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile).toHaveAttribute('autocomplete', 'tel');
  await mobile.fill('12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(mobile).toHaveAccessibleDescription(
    'Enter 6 to 15 digits, without the country code.',
  );
  // Autofill brings the country code along; it is taken off again.
  const number = `9${String(Date.now()).slice(-9)}`;
  await mobile.fill(`+63 ${number}`);
  await fillConsent(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/m/home`);
  await page.getByRole('dialog').getByRole('link', { name: 'Set up your profile' }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your account has a temporary password.', { exact: false }),
  ).toBeVisible();
  // The number proves the account by a texted code, then the password is set (sms-codes.spec.ts).
  await page.getByRole('link', { name: 'Set my password by SMS code' }).click();
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/m/forgotPsw`);
});

test('agent registration applies, then shows the pending state', async ({ page }) => {
  const username = uniqueUsername('agt');
  await page.goto('/m/agentRegister');
  await splashGone(page);
  await fillRegistration(page, username);
  await page.getByRole('button', { name: 'Create account and apply' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page).toHaveURL('/m/agentRegister');
  await expect(memberChip(page, username)).toBeVisible();
  await memberChip(page, username).click();
  await expect(page.getByText('Agent application pending')).toBeVisible();
});

test('Log in and Register open as sheets over the page; closing keeps the player there', async ({
  page,
}) => {
  await page.goto('/m/sports');
  await splashGone(page);
  await headerLogIn(page).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Username')).toBeFocused();
  await expect(page).toHaveURL('/m/sports');
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL('/m/sports');

  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();
  await expect(page).toHaveURL('/m/sports');

  // The sheet's form is the page's form: logging in there closes it and goes home.
  await headerLogIn(page).click();
  await login.getByLabel('Username').fill(DEMO.username);
  await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL('/m/home');
  await expect(memberChip(page, DEMO.username)).toBeVisible();
});

test('errors sit beside their fields and are announced; a failed login alerts once', async ({
  page,
}) => {
  await page.goto('/m/register');
  await splashGone(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const username = page.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await expect(username).toHaveAccessibleDescription('Please fill this in.');
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill this in.' })).toHaveCount(2);
  await username.fill('ab cd');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(username).toHaveAccessibleDescription('Use only letters, digits and underscores.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Use at least 8 characters.',
  );
  await username.fill('abcd_1');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  // A password holding the username or the merchant's name is refused beside its field, before
  // anything is sent.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('My-ABCD_1-pass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAccessibleDescription(
    'The password must not contain your username.',
  );
  await password.fill('lucky demo 2026');
  await expect(password).toHaveAccessibleDescription(
    "The password must not contain the site's name.",
  );

  // An account that does not exist (so no real account's lockout counter moves).
  await logInThroughUi(page, '/m/login', 'nobody_here_e2e', 'Whatever-2026');
  await expect(page.getByRole('alert')).toHaveText(/Wrong username or password/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL('/m/login');
});

test('the device id is 36 characters, kept in localStorage and a 365-day cookie', async ({
  page,
  context,
}) => {
  await page.goto('/m/login');
  await splashGone(page);
  // Derived from the player's first touch of the form (issue 12).
  await page.getByLabel('Username').focus();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lobby:deviceId')))
    .toHaveLength(36);
  const stored = await page.evaluate(() => localStorage.getItem('lobby:deviceId'));
  const cookie = (await context.cookies()).find((entry) => entry.name === 'lobby_device_id');
  expect(cookie?.value).toBe(stored);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // A stored value of the wrong length is discarded; the cookie's id comes back.
  await page.evaluate(() => localStorage.setItem('lobby:deviceId', 'broken'));
  await page.reload();
  await page.getByLabel('Username').focus();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lobby:deviceId'))).toBe(stored);
});

test('the first page loads nothing of accounts until it is needed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/m/home');
  await splashGone(page);
  await page.waitForLoadState('networkidle');
  const accountsChunk = /(Login|Register|Member|Account|Session|ChangePassword|accounts|fp\.esm)/;
  expect(scripts.filter((path) => accountsChunk.test(path))).toEqual([]);

  await headerLogIn(page).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => scripts.some((path) => /AccountSheet/.test(path))).toBe(true);
});

test('accounts screens at phone size', async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const checkScreen = async (name: string) => {
    await splashGone(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Every control of the page is at least 44 px tall, and its text at least 14 px.
    const small = await page.locator('main').evaluate((main) =>
      Array.from(main.querySelectorAll<HTMLElement>('a, button, input, select'))
        .filter((element) => element.offsetParent !== null)
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const size = parseFloat(getComputedStyle(element).fontSize);
          return box.height < 44 || size < 14;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(small).toEqual([]);
    await snap(page, testInfo, name);
  };

  await page.goto('/m/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await checkScreen('login');

  await page.goto('/m/register');
  await expect(page.getByLabel('Username')).toBeVisible();
  await checkScreen('register');

  await logInThroughUi(page, '/m/login?go=/m/member/home', DEMO.username, DEMO.password);
  await expect(page.getByText('This device')).toBeVisible();
  await checkScreen('member-home');
  expect(errors).toEqual([]);
});

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/locales');
const messages = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, `${code}.json`), 'utf8')) as Record<string, string>;

test('dates and relative times are in the language where Chromium has no date data for it', async ({
  page,
}) => {
  await logInThroughUi(page, '/m/login?go=/m/member/home', DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/m/member/home');
  // Chromium has no date data for MY, KM, LO and NE, only root data for KK, and answers UR-LA
  // (ur-Latn) from Urdu in Arabic script: each gets its language file's patterns.
  for (const code of ['MY', 'KM', 'LO', 'NE', 'KK', 'UR-LA']) {
    const strings = messages(code);
    // The stored language choice (the contract's STORAGE_KEYS.language).
    await page.evaluate((language) => localStorage.setItem('lobby.language', language), code);

    await page.goto('/m/member/home');
    await splashGone(page);
    const sessions = page.getByRole('region', { name: strings['member.sessionsTitle'] });
    const justNow = strings['member.lastSeen']!.replace('{{time}}', strings['time.now']!);
    await expect(sessions.getByText(justNow, { exact: true }).first()).toBeVisible();

    await page.goto('/m/sports');
    await splashGone(page);
    const kickOff = page.getByRole('region', { name: strings['matches.title'] }).locator('time');
    await expect(kickOff.first()).toBeVisible();
    const shown = await kickOff.allInnerTexts();
    const months = strings['date.months']!.split('|');
    const weekdays = strings['date.weekdays']!.split('|');
    for (const text of shown) {
      expect(
        months.some((month) => text.includes(month)),
        `${code}: ${text}`,
      ).toBe(true);
      expect(
        weekdays.some((day) => text.includes(day)),
        `${code}: ${text}`,
      ).toBe(true);
      expect(text, code).not.toMatch(/\p{Script=Arabic}/u);
      if (code !== 'UR-LA') expect(text, code).not.toMatch(/\p{Script=Latin}/u);
    }
  }
});
