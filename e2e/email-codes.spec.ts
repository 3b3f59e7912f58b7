import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  asNewPhone,
  fillConsent,
  logInThroughUi,
  otherPhone,
  PASSWORD,
  registerThroughUi,
  storedSession,
  uniqueUsername,
} from './support/accounts';
import { collectErrors, splashGone } from './support/app';
import { codeSpacingPassed } from './support/e2e-controls';
import { SMS_CAPTCHA_ORIGIN } from './support/environment';
import { codeFromInbox, newestInboxText } from './support/inbox';

const NEW_PASSWORD = 'Quiet-Harbour-58';

/** An address of its own for each run, on the reserved example.com domain. */
const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Sends again to an address that was just sent its verification code: an address gets one
 * message a minute, so the e2e server's control lets that minute pass first, then the send goes
 * at once and its notice shows.
 */
async function sendAfterTheMinute(email: string, button: Locator, notice: Locator) {
  await codeSpacingPassed('demo', { channel: 'email', to: email });
  await button.click();
  await expect(notice).toBeVisible();
}

/** From member home: adds a verified email address with the code emailed to it. */
async function addEmail(page: Page, email: string) {
  await page.goto('/m/member/home');
  await splashGone(page);
  const card = page.getByRole('region', { name: 'Email address' });
  await expect(card.getByText('No email address yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add email address' }).click();
  await card.getByRole('textbox', { name: 'Email address' }).fill(email);
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByText(/a code is on its way to it/)).toBeVisible();
  await card
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await codeFromInbox('demo', email));
  await card.getByRole('button', { name: 'Verify and save' }).click();
  await expect(card.getByText('Your email address is verified and saved.')).toBeVisible();
  await expect(card.getByTestId('member-email')).toHaveText(
    `Your verified email: ${email.slice(0, 1)}…@example.com`,
  );
}

test('a member adds an email address, then resets a forgotten password by the emailed link', async ({
  page,
}, testInfo) => {
  // A registration, an emailed code and a second send: more than a single-page flow.
  test.slow();
  const errors = collectErrors(page);
  const username = uniqueUsername('mail');
  const email = uniqueEmail('reset');
  await registerThroughUi(page, username);
  await addEmail(page, email);

  const context = await otherPhone(page.context().browser()!, testInfo);
  const phone = await context.newPage();
  await phone.goto('/m/login');
  await splashGone(phone);
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(phone).toHaveURL('/m/forgotPsw');
  // The demo merchant registers by username only: the emailed link is the one way offered.
  await expect(phone.getByRole('group', { name: 'How to reset your password' })).toHaveCount(0);
  await phone.getByRole('textbox', { name: 'Username or email' }).fill(username);
  await sendAfterTheMinute(
    email,
    phone.getByRole('button', { name: 'Email me a link' }),
    phone.getByText(/a link is on its way/),
  );
  await expect(phone.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  const mail = await newestInboxText('demo', email);
  const link = /(https?:\/\/\S+\/m\/resetPassword#token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  const url = new URL(link);
  // The link opens on the host the reset was asked on; the token rides in the fragment only.
  expect(url.search).toBe('');
  const token = url.hash.slice('#token='.length);
  const leaks: string[] = [];
  phone.on('request', (request) => {
    const sent = `${request.url()} ${request.headers()['referer'] ?? ''}`;
    if (sent.includes(token)) leaks.push(request.url());
  });
  await phone.goto(`/m/resetPassword${url.hash}`);
  await splashGone(phone);
  // The page takes the token out of the address bar at once.
  await expect(phone).toHaveURL('/m/resetPassword');
  await phone.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    phone.getByText('Your password is set and you are signed out everywhere.'),
  ).toBeVisible();

  // No request carried the token in its address or Referer (the fragment stays in the page).
  expect(leaks).toEqual([]);

  // The registering phone's session ended with the reset.
  await page.reload();
  await splashGone(page);
  await expect.poll(() => storedSession(page)).toBeNull();

  // The link works once (a fresh load: the page keeps a token only from its own load).
  await phone.goto('/m/home');
  await phone.goto(`/m/resetPassword${url.hash}`);
  await splashGone(phone);
  await phone.getByLabel('New password', { exact: true }).fill('Another-Harbour-91');
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(phone.getByText('This link is wrong, used or expired.')).toBeVisible();

  await logInThroughUi(phone, '/m/login', username, NEW_PASSWORD);
  await expect(phone).toHaveURL('/m/home');
  // The registering phone's ended session answers 401 once; refused sends answered 429.
  expect(errors.filter((error) => !/\((Unauthorized|Too Many Requests)\)/.test(error))).toEqual([]);
  await context.close();
});

test('a member turns on codes by email as the second factor and signs in with one', async ({
  page,
}) => {
  // A registration, an emailed code and a second send: more than a single-page flow.
  test.slow();
  const errors = collectErrors(page);
  const username = uniqueUsername('mfa');
  const email = uniqueEmail('tfa');
  await registerThroughUi(page, username);
  await addEmail(page, email);

  const settings = page.getByRole('region', { name: 'Two-step verification' });
  await expect(settings.getByText('Codes by email: off')).toBeVisible();
  // Each Turn on names the factor it turns on.
  await expect(settings.getByTestId('two-factor-email')).toHaveAccessibleDescription(
    'Codes by email: off',
  );
  await expect(
    settings.getByRole('button', { name: 'Turn on', description: 'Authenticator app: off' }),
  ).toBeVisible();
  await settings.getByTestId('two-factor-email').click();
  await settings.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await settings.getByRole('button', { name: 'Continue' }).click();
  await expect(settings.getByText('Codes by email: on')).toBeVisible();
  await expect(settings.getByText('On: each login asks for a code we send you.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/m/home');
  await logInThroughUi(page, '/m/login', username, PASSWORD);
  const step = page.getByRole('dialog', { name: 'Verification required' });
  await expect(step.getByText('Send a code to your email address, then enter it.')).toBeVisible();
  await sendAfterTheMinute(
    email,
    step.getByRole('button', { name: 'Send code' }),
    step.getByText(/A code is on its way to your email address/),
  );
  await step
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await codeFromInbox('demo', email));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/m/home');
  await expect(step).toBeHidden();
  // The sends refused while the address's minute ran (429) are the only console noise.
  expect(errors.filter((error) => !error.includes('(Too Many Requests)'))).toEqual([]);
});

test('registering by mobile asks the SMS captcha before the code is texted', async ({ page }) => {
  test.slow();
  const errors = collectErrors(page);
  const mobileNum = `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
  await asNewPhone(page);
  await page.goto(`${SMS_CAPTCHA_ORIGIN}/m/register`);
  await splashGone(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNum);
  const send = page.waitForRequest((request) =>
    request.url().endsWith('/wps/verification/sms/register'),
  );
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code is asked for with the Geetest v4 answer (the local stand-in solves it by itself).
  expect((await send).postDataJSON()).toMatchObject({
    mobileNum,
    geetestValidateV4: expect.any(String),
  });
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await codeFromInbox('smsc', `+63${mobileNum}`));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await fillConsent(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${SMS_CAPTCHA_ORIGIN}/m/home`);
  expect(errors).toEqual([]);
});
