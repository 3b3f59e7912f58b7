import { expect, test } from '@playwright/test';
import { bottomNav } from './support/app';
import { MAINT_ORIGIN, readMaintenanceEnd } from './support/environment';

// Pin the zone and locale so the end time can be written out here the way the page writes it.
test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('a merchant in maintenance shows the maintenance page with its end time', async ({ page }) => {
  const end = new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(readMaintenanceEnd()));

  await page.goto(`${MAINT_ORIGIN}/m/`);
  await expect(page.getByRole('heading', { name: 'System Maintenance', level: 1 })).toBeVisible();
  await expect(page.getByText(`Expected back: ${end}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
});
