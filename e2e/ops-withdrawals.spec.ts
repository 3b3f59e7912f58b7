import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerThroughUi, uniqueUsername } from './support/accounts';
import { collectErrors } from './support/app';
import { consolePage } from './support/ops-console';
import { DEMO_OPERATORS } from './support/operators';

/** A new member deposits ₱500.00 through the demo provider and asks to withdraw ₱100.00. */
async function memberWithdraws(page: Page, username: string): Promise<void> {
  await registerThroughUi(page, username);
  await page.goto('/m/wallet/deposit');
  await page.getByRole('button', { name: '₱500.00' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('deposit-result')).toContainText('Deposit received');
  await page.goto('/m/wallet/withdraw');
  await page.getByLabel('Bank name').fill('Metro Bank');
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await page.getByLabel('Account number').fill('0012 3456 7890');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByRole('radio', { name: /Metro Bank/ })).toBeChecked();
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByTestId('withdrawal')).toContainText('Pending review');
}

test('a finance operator approves a withdrawal behind a confirmation naming member and amount, and the audit log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const username = uniqueUsername('opsw');
  await memberWithdraws(page, username);

  const ops = await consolePage(browser, 'finance');
  const opsErrors = collectErrors(ops);
  await ops.getByRole('link', { name: 'Withdrawals' }).click();
  await ops.getByLabel('Member').fill(username);
  await ops.getByRole('button', { name: 'Filter' }).click();
  const row = ops.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  // The account number is masked in the queue.
  await expect(row).toContainText('•••• 7890');
  await expect(row).not.toContainText('001234567890');
  await expect(row).toContainText('100.00 PHP');

  // The member's recent activity beside the request.
  await row.getByRole('button', { name: 'Activity' }).click();
  const panel = ops.getByRole('complementary', { name: `Activity of ${username}` });
  await expect(panel.getByRole('definition').nth(2)).toHaveText('500.00 PHP');

  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = ops.getByRole('alertdialog', { name: 'Approve this withdrawal?' });
  await expect(dialog).toContainText(username);
  await expect(dialog).toContainText('100.00 PHP');
  const decided = ops.waitForResponse((response) =>
    response.url().endsWith('/ops/api/withdrawals/decide'),
  );
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const answer = (await (await decided).json()) as {
    value: { outcome: string; withdrawal: { withdrawalId: string } };
  };
  expect(answer.value.outcome).toBe('approved');
  await expect(ops.getByRole('status')).toHaveText(`Approved the withdrawal of ${username}.`);
  await expect(row).toHaveCount(0);

  // The audit log holds the decision: who, what, and the state before and after. Finance may
  // not read it; a read-only operator does (each spec signs in roles of its own: a code works once).
  await expect(ops.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  const auditor = await consolePage(browser, 'readOnly');
  await auditor.getByRole('link', { name: 'Audit log' }).click();
  await auditor.getByLabel('Target id').fill(answer.value.withdrawal.withdrawalId);
  await auditor.getByRole('button', { name: 'Filter' }).click();
  const entry = auditor.getByRole('row').filter({ hasText: 'withdrawal.approve' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(DEMO_OPERATORS.finance);
  await expect(entry).toContainText('"status":"approved"');

  await page.goto('/m/wallet/withdraw');
  await expect(page.getByTestId('withdrawal')).toContainText('Approved');
  expect(errors).toEqual([]);
  expect(opsErrors).toEqual([]);
  await ops.context().close();
  await auditor.context().close();
});

test('the dashboard shows the merchant’s figures with a chart', async ({ browser }) => {
  const ops = await consolePage(browser, 'marketing');
  const errors = collectErrors(ops);
  await expect(ops.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(ops.getByText(/days in UTC\./)).toBeVisible();
  await expect(ops.getByRole('term').filter({ hasText: 'Gross gaming revenue' })).toBeVisible();
  const chart = ops.getByRole('img', { name: 'Money per day (PHP)' });
  await expect(chart.locator('canvas')).toBeVisible();
  const box = await chart.locator('canvas').boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  await expect(ops.getByRole('img', { name: 'Players per day' }).locator('canvas')).toBeVisible();
  await expect(ops.getByRole('table', { name: 'Figures per day' }).getByRole('row')).toHaveCount(
    31,
  );
  // The demo seed's real-user timings: a chart per metric of the page chosen, then its days.
  await expect(ops.getByRole('heading', { name: 'Real-user timings' })).toBeVisible();
  const pageChoice = ops.getByLabel('Page', { exact: true });
  await pageChoice.selectOption('/m/home');
  await expect(
    ops.getByRole('img', { name: 'Largest contentful paint (ms)' }).locator('canvas'),
  ).toBeVisible();
  const timings = ops.getByRole('table', { name: 'Timings per day' });
  // The header and four metrics on each of the seed's 14 days.
  await expect(timings.getByRole('row')).toHaveCount(1 + 14 * 4);
  await pageChoice.selectOption('/m/login');
  await expect(timings.getByRole('row').nth(1)).toContainText('First contentful paint');
  expect(errors).toEqual([]);
  await ops.context().close();
});
