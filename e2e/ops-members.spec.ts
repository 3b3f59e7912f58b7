import { expect, test } from '@playwright/test';
import { logInThroughUi, PASSWORD, registerThroughUi, uniqueUsername } from './support/accounts';
import { collectErrors, horizontalOverflow, snap } from './support/app';
import { DEMO_OPERATORS } from './support/operators';
import { operatorPage } from './support/signed-in';

test('a finance operator finds a member, credits the balance with a reason, and the member sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = uniqueUsername('opsm');
  await registerThroughUi(page, username);
  await page.goto('/m/home');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₱0.00');

  let errors: string[] = [];
  const ops = await operatorPage(browser, 'finance', '/ops/dashboard', (page) => {
    errors = collectErrors(page);
  });
  const operatorContext = ops.context();
  await ops
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(ops).toHaveURL('/ops/members');
  await ops.getByLabel('Search').fill(username.toUpperCase());
  await ops.getByRole('button', { name: 'Find' }).click();
  const results = ops.getByRole('table', { name: 'Members found' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await snap(ops, test.info(), 'ops-members-search');
  await results.getByRole('link', { name: username }).click();

  await expect(ops.getByRole('heading', { level: 1 })).toContainText(username);
  await expect(ops.getByTestId('cash-balance')).toHaveText('0.00 PHP');
  const form = ops.getByRole('form', { name: 'Adjust balance' });
  await form.getByLabel('Amount').fill('25.50');
  await form.getByRole('button', { name: 'Adjust' }).click();
  // A reason is required before anything is asked.
  await expect(form.getByText('Give a reason of at least 3 letters.')).toBeVisible();
  await form.getByLabel('Reason').fill('Goodwill for a failed round');
  await form.getByRole('button', { name: 'Adjust' }).click();
  const dialog = ops.getByRole('alertdialog', { name: 'Credit this member?' });
  await expect(dialog).toContainText(`Member ${username}:`);
  await expect(dialog).toContainText('25.50 PHP');
  await expect(dialog).toContainText('Goodwill for a failed round');
  await dialog.getByRole('button', { name: 'Adjust' }).click();
  await expect(form.getByRole('status')).toContainText(`The balance of ${username} is adjusted.`);
  await expect(ops.getByTestId('cash-balance')).toHaveText('25.50 PHP');
  const adjustments = ops.getByRole('table', { name: 'Balance adjustments' });
  await expect(adjustments).toContainText('Goodwill for a failed round');
  await expect(adjustments).toContainText('Applied');
  await snap(ops, test.info(), 'ops-member-page');

  // The ledger tab holds the adjustment's entry.
  await ops.getByRole('tab', { name: 'Ledger' }).click();
  const ledger = ops.getByRole('table', { name: 'Ledger' });
  await expect(ledger).toContainText('adjustment');
  await expect(ledger).toContainText('Goodwill for a failed round');
  expect(errors).toEqual([]);
  await operatorContext.close();

  await page.reload();
  await expect(balance).toHaveText('₱25.50');
});

test('a support operator notes and locks a member: the member is signed out and cannot sign in until unlocked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = uniqueUsername('lockm');
  await registerThroughUi(page, username);

  const ops = await operatorPage(browser, 'support', '/ops/members');
  const operatorContext = ops.context();
  await ops.getByLabel('Search').fill(username);
  await ops.getByRole('button', { name: 'Find' }).click();
  await ops
    .getByRole('table', { name: 'Members found' })
    .getByRole('link', { name: username })
    .click();

  await ops.getByRole('tab', { name: 'Notes' }).click();
  await ops.getByLabel('New note').fill('Asked to close the account after a dispute');
  await ops.getByRole('button', { name: 'Add note' }).click();
  await expect(ops.getByRole('tabpanel')).toContainText(
    'Asked to close the account after a dispute',
  );
  await expect(ops.getByRole('tabpanel')).toContainText(DEMO_OPERATORS.support);

  await ops.getByRole('tab', { name: 'Sessions and limits' }).click();
  await expect(ops.getByRole('table', { name: 'Live sessions' }).getByRole('row')).toHaveCount(2);
  await snap(ops, test.info(), 'ops-member-sessions');

  await ops.getByRole('tab', { name: 'Overview' }).click();
  const security = ops.getByRole('region', { name: 'Account security' });
  await security.getByLabel('Reason for lock or unlock').fill('Dispute under review');
  await security.getByRole('button', { name: 'Lock account' }).click();
  const dialog = ops.getByRole('alertdialog', { name: `Lock ${username}?` });
  await expect(dialog).toContainText('Dispute under review');
  await dialog.getByRole('button', { name: 'Lock account' }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText('Locked');

  // Signing in again is refused while the account is locked (its session ended with the lock).
  await page.evaluate(() => sessionStorage.clear());
  await logInThroughUi(page, '/m/login', username, PASSWORD);
  // In the operator lock's own words: customer service, not the lockout's "too many tries".
  await expect(
    page.getByText('This account is locked. Please contact customer service for help.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);

  await security.getByLabel('Reason for lock or unlock').fill('Dispute settled');
  await security.getByRole('button', { name: 'Unlock account' }).click();
  await ops
    .getByRole('alertdialog', { name: `Unlock ${username}?` })
    .getByRole('button', { name: 'Unlock account' })
    .click();
  await expect(ops.getByRole('heading', { level: 1 })).not.toContainText('Locked');

  // On a tablet, in Thai: the page keeps to the width.
  await ops.setViewportSize({ width: 1024, height: 768 });
  await ops.getByLabel('Language').selectOption('TH');
  await expect(ops.getByRole('tab', { name: 'ภาพรวม' })).toBeVisible();
  expect(await horizontalOverflow(ops)).toBeLessThanOrEqual(0);
  await snap(ops, test.info(), 'ops-member-tablet-th');
  await operatorContext.close();
});
