import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_OPERATORS } from './environment';

type Role = keyof typeof DEMO_OPERATORS.usernames;

/** The demo authenticator's code of the 30-second step after `afterStep` (each code works once). */
async function nextCode(afterStep = 0): Promise<{ code: string; step: number }> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (step > afterStep) {
      return { code: await generate({ secret: DEMO_OPERATORS.totpSecret }), step };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Signs a demo operator of a role in to the console (password, then authenticator code) and
 * waits for its frame. A code is refused once used, so a refusal waits for the next one.
 */
export async function operatorSignsIn(ops: Page, role: Role = 'support'): Promise<void> {
  await ops.goto('/ops/');
  await ops.getByLabel('Operator name').fill(DEMO_OPERATORS.usernames[role]);
  await ops.getByLabel('Password').fill(DEMO_OPERATORS.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  let step = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const next = await nextCode(step);
    step = next.step;
    await ops.getByLabel('Code', { exact: true }).fill(next.code);
    await ops.getByRole('button', { name: 'Verify' }).click();
    const outcome = await Promise.race([
      ops
        .getByTestId('ops-who')
        .waitFor({ timeout: 15_000 })
        .then(() => 'in' as const),
      ops
        .getByRole('alert')
        .waitFor({ timeout: 15_000 })
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
  }
  await expect(ops.getByTestId('ops-who')).toBeVisible();
}

/** Signs a demo operator in through the API (the inbox helper); answers when signed in. */
export async function operatorSignsInByApi(
  api: APIRequestContext,
  role: Role = 'support',
): Promise<void> {
  const signIn = await api.post('/ops/api/session', {
    data: { username: DEMO_OPERATORS.usernames[role], password: DEMO_OPERATORS.password },
  });
  expect(signIn.ok()).toBe(true);
  let step = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const next = await nextCode(step);
    step = next.step;
    const answer = await api.post('/ops/api/session/code', { data: { code: next.code } });
    if (answer.ok()) return;
  }
  throw new Error('the demo operator could not sign in with an authenticator code');
}
