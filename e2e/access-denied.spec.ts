import { expect, test } from '@playwright/test';
import { bottomNav } from './support/app';
import { DENIED_ORIGIN } from './support/environment';

test('a visitor outside the allowed IPs sees the access-denied page', async ({ page }) => {
  await page.goto(`${DENIED_ORIGIN}/m/`);
  await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
  const ipLine = page.getByText('Your IP address:');
  await expect(ipLine).toBeVisible();
  // The loopback address, however the server's socket spells it.
  await expect(ipLine.locator('strong')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  await expect(bottomNav(page)).toHaveCount(0);
});

test('Contact Us on the access-denied page opens the merchant’s customer service', async ({
  page,
}) => {
  await page.goto(`${DENIED_ORIGIN}/m/`);
  await expect(page.getByRole('heading', { name: 'Access denied', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(`${DENIED_ORIGIN}/m/chat`);
  await expect(page.getByRole('heading', { name: 'Customer service', level: 1 })).toBeVisible();
  await page.getByLabel('Your message').fill('I am abroad and cannot play.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-player').last()).toContainText(
    'I am abroad and cannot play.',
  );
  await expect(bottomNav(page)).toHaveCount(0);
});
