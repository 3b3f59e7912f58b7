import { STORAGE_KEYS } from '@lobby/contract';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerThroughUi, storedSession, uniqueUsername } from './support/accounts';
import { collectErrors, splashGone } from './support/app';

const SHOTS = process.env.SIGN_IN_SHOTS;

/** Chromium's virtual authenticator (DevTools WebAuthn): a platform key with user verification. */
async function virtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  const { authenticatorId } = await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { client, authenticatorId };
}

test('a passkey is added from member home after the password and signs the member in from the login page', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const { client, authenticatorId } = await virtualAuthenticator(page);
  const username = uniqueUsername('pk');
  await registerThroughUi(page, username);

  await page.goto('/m/member/home');
  await splashGone(page);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await passkeys.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await passkeys.getByLabel('Passkey name (optional)').fill('Test phone');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Passkey added.')).toBeVisible();
  await expect(passkeys.getByText('Test phone')).toBeVisible();
  const { credentials } = await client.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');
  if (SHOTS) {
    await passkeys.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/passkeys-EN.png` });
  }

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/m/home');
  await page.goto('/m/login');
  await splashGone(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/m/home');
  await expect
    .poll(
      async () =>
        (JSON.parse((await storedSession(page)) ?? '{}') as { userName?: string }).userName,
    )
    .toBe(username);
  // The authenticator signed once more: the server saw its counter move.
  const after = await client.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

for (const language of ['JA', 'UR']) {
  test(`member home's passkeys and new sign-ins fit 320 px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await registerThroughUi(page, uniqueUsername('pl'));
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE_KEYS.language, language],
    );
    await page.goto('/m/member/home');
    await splashGone(page);
    const section = page.locator('section.passkeys');
    await expect(section.locator('button.button')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    const box = await section.locator('button.button').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/passkeys-${language}.png` });
  });
}
