import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@lobby/contract';
import { PASSWORD, registerThroughUi, uniqueUsername } from './support/accounts';
import { collectErrors, splashGone } from './support/app';
import { consolePage } from './support/ops-console';

/** ₱123.45 as minor units, to check the header after a withdrawal. */
const pesos = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const asPesos = (minor: number) => `₱${(minor / 100).toFixed(2)}`;

test('a new member deposits through the demo provider, plays a slot round, withdraws (approved on /ops/) and finds it all in the history', async ({
  page,
  browser,
}) => {
  // The whole money journey in one test, an operator's browser included: more than the 30 s default.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const username = uniqueUsername('wallet');
  await registerThroughUi(page, username);
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('link', { name: 'Explore games' })
    .click();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₱0.00');

  // Deposit ₱500.00: the header amount opens the split, its Deposit leads to the deposit page.
  await balance.click();
  await page
    .getByRole('group', { name: 'Balance details' })
    .getByRole('link', { name: 'Deposit' })
    .click();
  await expect(page).toHaveURL('/m/wallet/deposit');
  await page.getByRole('button', { name: '₱500.00' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('500');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/demo\/checkout\?t=/);
  await expect(page.getByTestId('demo-pay-amount')).toHaveText('₱500.00');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/wallet\/deposit\?depositId=/);
  const result = page.getByTestId('deposit-result');
  await expect(result).toContainText('Deposit received');
  await expect(result).toContainText('₱500.00');
  await expect(balance).toHaveText('₱500.00');

  // Hide and show the amount.
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('••••');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText('₱500.00');

  // One slot round bets ₱10.00 from the wallet (and pays any win into it).
  await page.goto('/m/game?gameId=rng-dragon-fortune');
  const game = page.frameLocator('iframe');
  await expect(game.getByTestId('bet')).toHaveText('₱10.00', { timeout: 15_000 });
  await game.getByTestId('spin').click();
  const message = game.getByTestId('win-message');
  await expect(message).toHaveText(/You won|No win/);
  const after = (await game.getByTestId('balance').textContent()) ?? '';
  expect(after).toMatch(/^₱\d{3}\.00$/);
  // The balance is the deposit less the bet plus the win (a win of one bet leaves it at ₱500.00).
  const won = /You won (₱[\d,.]+)!/.exec((await message.textContent()) ?? '')?.[1];
  expect(pesos(after)).toBe(pesos('₱500.00') - pesos('₱10.00') + (won ? pesos(won) : 0));
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  await expect(balance).toHaveText(after);

  // The history holds the deposit and the bet, newest first.
  await page.goto('/m/wallet/history');
  const entries = page.getByTestId('wallet-entry');
  await expect(entries.filter({ hasText: 'Deposit' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Deposit' })).toContainText('+₱500.00');
  await expect(entries.filter({ hasText: 'Bet' })).toContainText('−₱10.00');
  await page.getByLabel('Type').selectOption('bet');
  await expect(entries).toHaveCount(1);

  // Withdraw ₱100.00: first a bank account, saved with the password asked again.
  await page.goto('/m/wallet/withdraw');
  await expect(page.getByText('Add the bank account or e-wallet')).toBeVisible();
  await page.getByLabel('Bank name').fill('Metro Bank');
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await page.getByLabel('Account number').fill('0012 3456 7890');
  await page.getByLabel('Password').fill('Not-my-Pa55word');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('That is not your current password.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save account' }).click();
  const account = page.getByRole('radio', { name: /Metro Bank/ });
  await expect(account).toBeChecked();
  await expect(page.getByText('•••• 7890')).toBeVisible();
  await expect(page.getByText('001234567890')).toHaveCount(0);

  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  const held = asPesos(pesos(after) - 10_000);
  await expect(balance).toHaveText(held);
  const request = page.getByTestId('withdrawal');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('Pending review');
  await expect(request).toContainText('₱100.00');

  // The operator approves it in the console's withdrawals queue, in a browser of their own.
  const ops = await consolePage(browser, 'admin');
  await ops.getByRole('link', { name: 'Withdrawals' }).click();
  const row = ops.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Metro Bank •••• 7890');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await ops
    .getByRole('alertdialog', { name: 'Approve this withdrawal?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(ops.getByRole('status')).toHaveText(`Approved the withdrawal of ${username}.`);
  await ops.context().close();

  await page.reload();
  await expect(request).toContainText('Approved');
  await expect(balance).toHaveText(held);

  // The history holds the hold.
  await page.goto('/m/wallet/history');
  await expect(entries.filter({ hasText: 'Withdrawal (on hold)' })).toContainText('−₱100.00');
  expect(errors).toEqual([]);
});

test('in Portuguese (Brazil) "100,50" is confirmed as ₱100,50 before payment and deposits 10050 centavos', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await registerThroughUi(page, uniqueUsername('ptbr'));
  await page.evaluate(([key, language]) => localStorage.setItem(key, language), [
    STORAGE_KEYS.language,
    'PT-BR',
  ] as const);
  await page.goto('/m/wallet/deposit');
  await splashGone(page);

  // A point is where Portuguese groups digits: refused inline, nothing sent.
  await page.getByLabel('Valor').fill('100.50');
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page.getByRole('alert')).toHaveText('Digite o valor assim: \u206812.345,68\u2069.');
  await expect(page).toHaveURL('/m/wallet/deposit');

  await page.getByLabel('Valor').fill('100,50');
  await expect(page.getByTestId('amount-preview')).toHaveText(
    'Você vai depositar \u2068₱100,50\u2069',
  );
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  // The provider's own page, in English: one hundred pesos and fifty centavos, not 10,050 pesos.
  await expect(page.getByTestId('demo-pay-amount')).toHaveText('₱100.50');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('deposit-result')).toContainText('₱100,50');
  await expect(page.getByTestId('header-balance')).toHaveText('₱100,50');
  expect(errors).toEqual([]);
});
