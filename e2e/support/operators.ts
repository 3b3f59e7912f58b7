import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * The demo's console operators (server/src/demo/seed-operators.ts), seeded on every demo merchant
 * (each e2e merchant is one): one per role, a known password and authenticator key.
 */
export const DEMO_OPERATORS = {
  password: 'Lucky-Ops-2026',
  secret: 'LOBBYDEMOCONSOLEPAIREDKEYQQQQQQQ',
  admin: 'ops_admin',
  finance: 'ops_finance',
  support: 'ops_support',
  marketing: 'ops_marketing',
  readOnly: 'ops_readonly',
} as const;

/** The authenticator's code of a secret now. */
export const totpCode = (secret: string = DEMO_OPERATORS.secret): Promise<string> =>
  generate({ secret });

/** Waits for the next 30-second step: each code works once per operator, as on a real phone. */
export const nextStep = () =>
  new Promise((resolve) => setTimeout(resolve, (30 - ((Date.now() / 1000) % 30) + 0.5) * 1000));

/**
 * Signs an operator in through the console's API (password, then a code; a code already used by
 * another sign-in of the same operator waits for the next one). Node cannot resolve *.localhost:
 * the context's Merchant header names the merchant.
 */
export async function signInOperatorApi(
  ops: APIRequestContext,
  username: string = DEMO_OPERATORS.admin,
  secret: string = DEMO_OPERATORS.secret,
  password: string = DEMO_OPERATORS.password,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const signIn = await ops.post('/ops/api/session', { data: { username, password } });
    expect(signIn.ok()).toBe(true);
    const code = await ops.post('/ops/api/session/code', {
      data: { code: await totpCode(secret) },
    });
    if (code.ok()) return;
    await nextStep();
  }
  throw new Error(`operator ${username} could not sign in`);
}

/** Signs an operator in on the console's sign-in page (name, password, then a code). */
export async function signInOperatorUi(
  page: Page,
  username: string = DEMO_OPERATORS.admin,
  secret: string = DEMO_OPERATORS.secret,
  password: string = DEMO_OPERATORS.password,
): Promise<void> {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Operator name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel('Code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const outcome = await Promise.race([
      page
        .getByRole('navigation', { name: 'Console' })
        .waitFor()
        .then(() => 'in' as const),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    await nextStep();
  }
  throw new Error(`operator ${username} could not sign in`);
}
