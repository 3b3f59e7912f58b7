import { expect, test } from '@playwright/test';
import { DEMO, logInThroughUi, memberChip, storedSession } from './support/accounts';

test('a CUSTOMER_NOT_LOGIN answer logs out and offers sign-in', async ({ page }) => {
  // Signing in loads member info; the forged answer must only meet the next page's request.
  const memberInfoLoaded = page.waitForResponse('**/wps/member/info');
  await logInThroughUi(page, '/m/login', DEMO.username, DEMO.password);
  await expect(memberChip(page, DEMO.username)).toBeVisible();
  await memberInfoLoaded;
  await page.route('**/wps/member/info', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN', message: '' }),
    }),
  );
  await page.goto('/m/member/home');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('offline, a failed call shows the network_offline toast', async ({ page, context }) => {
  await logInThroughUi(page, '/m/login?go=/m/member/home', DEMO.username, DEMO.password);
  await expect(memberChip(page, DEMO.username)).toBeVisible();
  // A member chooses the language on member home (the header keeps the balance's room).
  const chooseLanguage = async (name: string) => {
    await page
      .getByRole('main')
      .getByRole('button', { name: /language|ngôn ngữ/i })
      .click();
    await page.getByRole('button', { name, exact: true }).click();
  };
  // Both language files are loaded while online; the switch back sends the language to the server.
  await chooseLanguage('Tiếng Việt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await context.setOffline(true);
  await chooseLanguage('English');
  await expect(page.getByText('You are offline. Check your connection.')).toBeVisible();
  await context.setOffline(false);
});
