import { createHmac } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInThroughUi, PASSWORD, registerThroughUi, uniqueUsername } from './support/accounts';
import { collectErrors, splashGone } from './support/app';

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 secret, as an authenticator app shows it. */
function totp(secret: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * Clicks a submit button until the expected outcome shows: a form ignores a second submit for a
 * moment after each attempt (SPEC section 4), so a quick retry may be swallowed.
 */
async function submitUntil(button: Locator, outcome: Locator) {
  await expect(async () => {
    await button.click();
    await expect(outcome).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

async function signOut(page: Page) {
  await page.goto('/m/member/home');
  await splashGone(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/m/home');
}

const codeField = (page: Page) => page.getByLabel('Code from your authenticator app');

test('a member turns the authenticator on, signs in with its code, a recovery code works once, and three wrong codes lock the sign-in', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const username = uniqueUsername('tfa');
  await registerThroughUi(page, username);

  await page.goto('/m/member/home');
  await splashGone(page);
  const settings = page.getByRole('region', { name: 'Two-step verification' });
  await settings.getByRole('button', { name: 'Turn on' }).click();
  await settings.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await settings.getByRole('button', { name: 'Continue' }).click();
  await expect(
    settings.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await settings.getByTestId('totp-secret').textContent())!.trim();
  await codeField(page).fill(totp(secret, Date.now()));
  const codes = settings.getByTestId('recovery-codes').getByRole('listitem');
  await submitUntil(settings.getByRole('button', { name: 'Verify' }), codes.first());
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  await settings.getByRole('button', { name: 'I have saved them' }).click();
  await expect(settings.getByText('On: each login asks for a code')).toBeVisible();

  // The password alone now leads to the code step; the next step's code completes the sign-in
  // (the code just used to turn it on works only once).
  await signOut(page);
  await logInThroughUi(page, '/m/login', username, PASSWORD);
  const step = page.getByRole('dialog', { name: 'Verification required' });
  await expect(codeField(page)).toBeVisible();
  await codeField(page).fill(totp(secret, Date.now() + 30_000));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/m/home');
  await expect(step).toBeHidden();

  // A recovery code works once.
  await signOut(page);
  await logInThroughUi(page, '/m/login', username, PASSWORD);
  await codeField(page).fill(recovery[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/m/home');
  await signOut(page);
  await logInThroughUi(page, '/m/login', username, PASSWORD);
  await codeField(page).fill(recovery[0]!);
  const wrongCode = page.getByText('The code is wrong or has expired.');
  await submitUntil(step.getByRole('button', { name: 'Verify' }), wrongCode);

  // Two more wrong codes: the third in a row locks the sign-in.
  await codeField(page).fill('000000');
  await submitUntil(step.getByRole('button', { name: 'Verify' }), wrongCode);
  await codeField(page).fill('000001');
  await submitUntil(
    step.getByRole('button', { name: 'Verify' }),
    page.getByText('Too many attempts. Please wait a while and try again.'),
  );
  // The lock answers 429, which the browser itself logs; nothing else went wrong.
  expect(errors.filter((error) => !error.includes('status of 429'))).toEqual([]);
});
