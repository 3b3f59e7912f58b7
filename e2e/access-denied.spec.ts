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
