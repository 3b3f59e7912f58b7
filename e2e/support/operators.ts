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
  /** The demo's second admin, who approves what ops_admin asks (a money role). */
  secondAdmin: 'ops_admin2',
} as const;

/** The authenticator's code of a secret for the 30-second step `ahead` steps from now. */
export const totpCode = (secret: string = DEMO_OPERATORS.secret, ahead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

/**
 * How many steps ahead a second code may be: the server takes codes one step either side of its
 * clock (TWO_FACTOR_RULES.driftSteps), and each step once per operator, as on a real phone. A
 * sign-in whose step another sign-in of the operator used takes the next step's code instead of
 * waiting for it.
 */
const STEPS_AHEAD = [0, 1] as const;

/**
 * Signs an operator in through the console's API (password, then a code; a code already used by
 * another sign-in of the same operator is followed by the next step's). Node cannot resolve
 * *.localhost: the context's Merchant header names the merchant.
 */
export async function signInOperatorApi(
  ops: APIRequestContext,
  username: string = DEMO_OPERATORS.admin,
  secret: string = DEMO_OPERATORS.secret,
  password: string = DEMO_OPERATORS.password,
): Promise<void> {
  const signIn = await ops.post('/ops/api/session', { data: { username, password } });
  expect(signIn.ok()).toBe(true);
  for (const ahead of STEPS_AHEAD) {
    const code = await ops.post('/ops/api/session/code', {
      data: { code: await totpCode(secret, ahead) },
    });
    if (code.ok() && ((await code.json()) as { success: boolean }).success) return;
  }
  throw new Error(`operator ${username} could not sign in`);
}

/**
 * Signs an operator in on the console's sign-in page (name, password, then the code of the step
 * `ahead` steps from now: 1 when a sign-in of the same operator moments ago used this step's).
 */
export async function signInOperatorUi(
  page: Page,
  username: string = DEMO_OPERATORS.admin,
  secret: string = DEMO_OPERATORS.secret,
  password: string = DEMO_OPERATORS.password,
  ahead = 0,
): Promise<void> {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Operator name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code').fill(await totpCode(secret, ahead));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}
