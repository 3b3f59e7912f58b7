import { expect, test } from '@playwright/test';
import { collectErrors } from './support/app';
import { DEMO_OPERATORS, signInOperatorUi, totpCode } from './support/operators';
import { operatorPage } from './support/signed-in';

// The console is used at desk and tablet widths, not on phones.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('an admin adds a finance operator, who signs in, chooses a password, pairs an authenticator and sees only finance pages; the audit log shows it all', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const name = `fin_${Date.now().toString(36)}`;

  // The admin adds the operator and reads the one-time password, shown once.
  // The demo admin is signed in already (support/signed-in.ts); this spec signs in the new one.
  let adminErrors: string[] = [];
  const admin = await operatorPage(browser, 'admin', '/ops/dashboard', (page) => {
    adminErrors = collectErrors(page);
  });
  const adminContext = admin.context();
  await admin
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Operators' })
    .click();
  await admin.getByLabel('Name').fill(name);
  await admin.getByLabel('Role', { exact: true }).selectOption('finance');
  await admin.getByRole('button', { name: 'Add operator' }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText(`Add ${name} as Finance?`);
  await confirm.getByRole('button', { name: 'Add operator' }).click();
  // A finance role waits for a second admin: none is given by one admin alone.
  await expect(admin.getByText(`The request for ${name} waits for a second admin`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  // The requester sees the request waiting, with nothing to decide on it.
  const own = admin
    .getByRole('region', { name: 'Waiting for a second admin' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(own).toContainText(`asked by ${DEMO_OPERATORS.admin}`);
  await expect(own.getByRole('button')).toHaveCount(0);

  // The second admin (seeded, never made by the first) approves it and reads the one-time
  // password, shown once.
  const secondContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const second = await secondContext.newPage();
  const secondErrors = collectErrors(second);
  await signInOperatorUi(second, DEMO_OPERATORS.secondAdmin);
  await second
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Operators' })
    .click();
  const waiting = second.getByRole('region', { name: 'Waiting for a second admin' });
  const line = waiting.getByRole('listitem').filter({ hasText: name });
  await expect(line).toContainText(`${name} as Finance, asked by ${DEMO_OPERATORS.admin}`);
  await line.getByRole('button', { name: 'Approve' }).click();
  const issued = second.getByTestId('ops-one-time-password');
  await expect(issued).toContainText(name);
  const oneTimePassword = (await issued.locator('.ops-secret').textContent())!.trim();
  expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await expect(second.getByRole('row').filter({ hasText: name })).toContainText(
    'Must choose a password',
  );

  // The new operator: one-time password, own password, pairing, then into the console.
  const financeContext = await browser.newContext({ baseURL });
  const finance = await financeContext.newPage();
  const financeErrors = collectErrors(finance);
  await finance.goto('/ops/');
  await expect(finance).toHaveURL('/ops/sign-in');
  await finance.getByLabel('Operator name').fill(name);
  await finance.getByLabel('Password').fill(oneTimePassword);
  await finance.getByRole('button', { name: 'Sign in' }).click();
  await expect(finance.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  const password = 'Cash-Desk-Keeper-51';
  await finance.getByLabel('New password', { exact: true }).fill(password);
  await finance.getByLabel('New password again').fill(password);
  await finance.getByRole('button', { name: 'Save' }).click();
  await expect(finance.getByRole('heading', { name: 'Pair your authenticator' })).toBeVisible();
  await expect(finance.getByRole('img', { name: 'Pair your authenticator' })).toBeVisible();
  const secret = (await finance.getByTestId('ops-totp-secret').textContent())!.trim();
  await finance.getByLabel('Code').fill(await totpCode(secret));
  await finance.getByRole('button', { name: 'Pair and continue' }).click();
  const nav = finance.getByRole('navigation', { name: 'Console' });
  await expect(nav).toBeVisible();
  await expect(finance.getByTestId('ops-who')).toContainText(`${name} · Finance`);
  // Finance holds neither the operators nor the audit pages.
  await expect(nav.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await finance.goto('/ops/operators');
  await expect(
    finance.getByText('This page does not exist, or your role may not open it.'),
  ).toBeVisible();

  // Signed out, the operator signs in again with the new password and a code.
  await finance.getByRole('button', { name: 'Sign out' }).click();
  await expect(finance).toHaveURL('/ops/sign-in');
  // The pairing used this step's code, and each works once: the next step's code signs in.
  await signInOperatorUi(finance, name, secret, password, 1);
  await expect(finance.getByTestId('ops-who')).toContainText(name);

  // The audit log shows the addition, the first sign-in's steps and both sign-ins.
  await admin
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await admin.getByLabel('Operator', { exact: true }).fill(name);
  await admin.getByRole('button', { name: 'Filter' }).click();
  const log = admin.getByRole('table', { name: 'Audit log' });
  await expect(
    log.getByRole('row').filter({ hasText: 'operator.sign-in' }).filter({ hasNotText: 'failed' }),
  ).toHaveCount(2);
  for (const action of ['operator.password.change', 'operator.2fa.pair', 'operator.sign-out']) {
    await expect(log.getByRole('row').filter({ hasText: action })).toHaveCount(1);
  }
  // The request is the first admin's; the approval and the addition the second admin's.
  for (const [operator, action] of [
    [DEMO_OPERATORS.admin, 'operator.add.request'],
    [DEMO_OPERATORS.secondAdmin, 'operator.request.approve'],
    [DEMO_OPERATORS.secondAdmin, 'operator.add'],
  ] as const) {
    await admin.getByLabel('Operator', { exact: true }).fill(operator);
    await admin.getByLabel('Action', { exact: true }).fill(action);
    await admin.getByRole('button', { name: 'Filter' }).click();
    await expect(
      log.getByRole('row').filter({ hasText: name }).filter({ hasText: action }),
    ).toHaveCount(1);
  }

  // Asking who is signed in before sign-in answers 401: the browser logs it, nothing failed.
  const unexpected = (errors: string[]) =>
    errors.filter((error) => !/401 \(Unauthorized\)/.test(error));
  expect(unexpected(adminErrors)).toEqual([]);
  expect(unexpected(financeErrors)).toEqual([]);
  expect(unexpected(secondErrors)).toEqual([]);
  await secondContext.close();
  await adminContext.close();
  await financeContext.close();
});
