import { expect, test } from '@playwright/test';
import { registerThroughUi, uniqueUsername } from './support/accounts';
import { collectErrors } from './support/app';

test('a new member deposits through the demo provider, plays a slot round and finds both in the history', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const username = uniqueUsername('wallet');
  await registerThroughUi(page, username);
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('link', { name: 'Explore games' })
    .click();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('₱0.00');

  // Deposit ₱500.00: the header amount leads to the deposit page, the provider's page to Pay.
  await balance.click();
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
  expect(after).not.toBe('₱500.00');
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
  expect(errors).toEqual([]);
});
