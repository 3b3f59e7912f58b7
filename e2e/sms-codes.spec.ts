import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  otherPhone,
  PASSWORD,
  registerByMobile,
  storedSession,
  uniqueMobileNumber as uniqueNumber,
} from './support/accounts';
import { collectErrors, splashGone } from './support/app';
import { MOBILE_ORIGIN } from './support/environment';
import { codeFromInbox as inboxCode } from './support/inbox';

/** The newest code the local SMS adapter texted to +63<number>, from the development inbox. */
const codeFromInbox = (mobileNum: string) => inboxCode('mobi', `+63${mobileNum}`);

/** Opens the mobile merchant's login page on another phone of the player. */
async function loginPageOnOtherPhone(page: Page, testInfo: TestInfo) {
  const context = await otherPhone(page.context().browser()!, testInfo);
  const phone = await context.newPage();
  await phone.goto(`${MOBILE_ORIGIN}/m/login`);
  await splashGone(phone);
  return phone;
}

test('a member signs in by a code texted to their number, read from the development inbox', async ({
  page,
}, testInfo) => {
  // Two phones, a registration and the operator's inbox: more than a single-page flow.
  test.slow();
  const mobileNum = uniqueNumber();
  const username = await registerByMobile(page, mobileNum);
  const phone = await loginPageOnOtherPhone(page, testInfo);
  const errors = collectErrors(phone);

  await phone.getByRole('radio', { name: 'With SMS code' }).check();
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNum);
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(phone.getByText(/a code is on its way/)).toBeVisible();
  await expect(phone.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  const code = await codeFromInbox(mobileNum);
  await phone.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await phone.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(phone).toHaveURL(`${MOBILE_ORIGIN}/m/home`);
  await expect
    .poll(
      async () =>
        (JSON.parse((await storedSession(phone)) ?? '{}') as { userName?: string }).userName,
    )
    .toBe(username);
  expect(errors).toEqual([]);
  await phone.context().close();
});

test('a member resets a forgotten password by a texted code, which ends their sessions', async ({
  page,
}, testInfo) => {
  // Two phones, a registration and the operator's inbox: more than a single-page flow.
  test.slow();
  const mobileNum = uniqueNumber();
  const username = await registerByMobile(page, mobileNum);
  const phone = await loginPageOnOtherPhone(page, testInfo);

  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(phone).toHaveURL(`${MOBILE_ORIGIN}/m/forgotPsw`);
  await expect(phone.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNum);
  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(phone.getByText(/a code is on its way/)).toBeVisible();
  await phone
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await codeFromInbox(mobileNum));
  await phone.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    phone.getByText('Your password is set and you are signed out everywhere.'),
  ).toBeVisible();

  // The registering phone's session ended with the reset.
  await page.reload();
  await splashGone(page);
  await expect.poll(() => storedSession(page)).toBeNull();

  await phone.getByRole('status').getByRole('link', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(`${MOBILE_ORIGIN}/m/login`);
  await phone.getByLabel('Username').fill(username);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(phone).toHaveURL(`${MOBILE_ORIGIN}/m/home`);
  await phone.context().close();
});
