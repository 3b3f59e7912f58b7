import { STORAGE_KEYS } from '@lobby/contract';
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import {
  PASSWORD,
  registerByMobile,
  registerThroughUi,
  storedSession,
  uniqueMobileNumber,
  uniqueUsername,
} from './support/accounts';
import { collectErrors, splashGone } from './support/app';
import { MOBILE_ORIGIN } from './support/environment';
import { codeFromInbox } from './support/inbox';

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

/** The WebAuthn requests the page made: how each was mediated and how it ended so far. */
type WebAuthnRequest = { mediation: string; aborted: boolean; settled: string };

/** Records every navigator.credentials.get of the page (read with webAuthnRequests). */
async function recordWebAuthnRequests(page: Page) {
  await page.addInitScript(() => {
    const requests: WebAuthnRequest[] = [];
    (window as unknown as { webAuthnRequests: WebAuthnRequest[] }).webAuthnRequests = requests;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      const request = {
        mediation: String(options?.mediation ?? 'optional'),
        aborted: false,
        settled: 'pending',
      };
      requests.push(request);
      options?.signal?.addEventListener('abort', () => (request.aborted = true));
      return get(options).then(
        (credential) => ((request.settled = 'resolved'), credential),
        (error: Error) => {
          request.settled = error.name;
          throw error;
        },
      );
    };
  });
}

const webAuthnRequests = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { webAuthnRequests: WebAuthnRequest[] }).webAuthnRequests,
  );

/** Adds a passkey from member home's Passkeys section, after the password. */
async function addPasskeyWithPassword(page: Page, name = 'Test phone') {
  await page.goto('/m/member/home');
  await splashGone(page);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await passkeys.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await passkeys.getByLabel('Passkey name (optional)').fill(name);
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Passkey added.')).toBeVisible();
  await expect(passkeys.getByText(name)).toBeVisible();
  return passkeys;
}

async function signOut(page: Page, home = '/m/home') {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(home);
}

const signedInAs = (page: Page) =>
  expect.poll(
    async () => (JSON.parse((await storedSession(page)) ?? '{}') as { userName?: string }).userName,
  );

/** The page does not scroll sideways, and the control ends within 320 px. */
async function expectWithin320(page: Page, control: Locator) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  const box = await control.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
}

const presence = (client: CDPSession, authenticatorId: string, enabled: boolean) =>
  client.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });

test('a passkey is added from member home after the password and signs the member in with the button where the browser has no autofill for passkeys', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const { client, authenticatorId } = await virtualAuthenticator(page);
  // A browser without conditional mediation: the username field offers no passkeys.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  const username = uniqueUsername('pk');
  await registerThroughUi(page, username);
  const passkeys = await addPasskeyWithPassword(page);
  const { credentials } = await client.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.rpId).toBe('localhost');
  if (SHOTS) {
    await passkeys.scrollIntoViewIfNeeded();
    await page.screenshot({ scale: 'css', path: `${SHOTS}/passkeys-EN.png` });
  }

  await signOut(page);
  await page.goto('/m/login');
  await splashGone(page);
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/m/home');
  await signedInAs(page).toBe(username);
  // The authenticator signed once more: the server saw its counter move.
  const after = await client.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('the username field offers the passkey in its autofill: one request at a time, ended by leaving or by the button, and picked it signs in', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const { client, authenticatorId } = await virtualAuthenticator(page);
  await recordWebAuthnRequests(page);
  const username = uniqueUsername('pa');
  await registerThroughUi(page, username);
  await addPasskeyWithPassword(page);
  await signOut(page);

  // Without presence the virtual authenticator leaves the autofill request waiting, as a player
  // who has not picked the passkey yet.
  await presence(client, authenticatorId, false);
  await page.goto('/m/login');
  await splashGone(page);
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username webauthn');
  await expect
    .poll(() => webAuthnRequests(page))
    .toEqual([{ mediation: 'conditional', aborted: false, settled: 'pending' }]);
  // Leaving the page ends it.
  await page.getByRole('link', { name: 'Lucky Demo' }).click();
  await expect(page).toHaveURL('/m/home');
  await expect
    .poll(() => webAuthnRequests(page))
    .toEqual([{ mediation: 'conditional', aborted: true, settled: 'AbortError' }]);
  // Back on the login page a new one waits; the button ends it before asking on its own.
  await page.goBack();
  await expect(page).toHaveURL('/m/login');
  await expect.poll(async () => (await webAuthnRequests(page)).length).toBe(2);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect
    .poll(async () => (await webAuthnRequests(page)).slice(1))
    .toEqual([
      { mediation: 'conditional', aborted: true, settled: 'AbortError' },
      { mediation: 'optional', aborted: false, settled: 'pending' },
    ]);

  // Picked from the autofill (the virtual authenticator answers the request as the player's
  // choice would): signed in without a password or the button.
  await presence(client, authenticatorId, true);
  await page.goto('/m/login');
  await expect(page).toHaveURL('/m/home');
  await signedInAs(page).toBe(username);
  const requests = await webAuthnRequests(page);
  expect(requests).toEqual([
    expect.objectContaining({ mediation: 'conditional', settled: 'resolved' }),
  ]);
  const after = await client.send('WebAuthn.getCredentials', { authenticatorId });
  expect(after.credentials[0]!.signCount).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a member who signed up by code adds a passkey with a texted code and signs in with it', async ({
  page,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const { client, authenticatorId } = await virtualAuthenticator(page);
  const mobileNum = uniqueMobileNumber();
  const username = await registerByMobile(page, mobileNum);
  await page.goto(`${MOBILE_ORIGIN}/m/member/home`);
  await splashGone(page);
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  // No password of their own to give: a code to their number proves them.
  await expect(passkeys.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(
    passkeys.getByText('Send a code to your mobile number, then enter it.'),
  ).toBeVisible();
  await passkeys.getByRole('button', { name: 'Send code' }).click();
  await expect(passkeys.getByRole('status')).toContainText('A code is on its way');
  await passkeys.getByLabel('Verification code').fill('000000');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('alert')).toBeVisible();
  await passkeys
    .getByLabel('Verification code')
    .fill(await codeFromInbox('mobi', `+63${mobileNum}`));
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Passkey added.')).toBeVisible();
  if (SHOTS) {
    await passkeys.scrollIntoViewIfNeeded();
    await page.screenshot({ scale: 'css', path: `${SHOTS}/passkeys-code-EN.png` });
  }
  const { credentials } = await client.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((credential) => credential.rpId)).toEqual(['mobi.localhost']);

  await signOut(page, `${MOBILE_ORIGIN}/m/home`);
  await page.goto(`${MOBILE_ORIGIN}/m/login`);
  await expect(page).toHaveURL(`${MOBILE_ORIGIN}/m/home`);
  await signedInAs(page).toBe(username);
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
    await expectWithin320(page, section.locator('button.button'));
    if (SHOTS) await page.screenshot({ scale: 'css', path: `${SHOTS}/passkeys-${language}.png` });
  });
}

for (const language of ['RU', 'TA', 'UR']) {
  test(`the code asked of a member without a password fits 320 px in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await registerByMobile(page, uniqueMobileNumber());
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [STORAGE_KEYS.language, language],
    );
    await page.goto(`${MOBILE_ORIGIN}/m/member/home`);
    await splashGone(page);
    const section = page.locator('section.passkeys');
    await section.locator('button.button').click();
    const send = section.locator('button.send-code');
    await expect(send).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expectWithin320(page, send);
    await expectWithin320(page, section.locator('button[type="submit"]'));
    if (SHOTS)
      await page.screenshot({ scale: 'css', path: `${SHOTS}/passkeys-code-${language}.png` });
  });
}
