import { expect, test, type Page } from '@playwright/test';
import { asNewPhone, uniqueUsername } from './support/accounts';
import { splashGone } from './support/app';
import { PORT } from './support/environment';
import { normalWindow } from './support/normal-window';

// The browser rules of signing in with another account, on the e2e merchant whose providers are
// the offline fake: its sign-in window is a popup as a real provider's is.
const SOCI = `http://soci.localhost:${PORT}`;

const googleButton = (page: Page) => page.getByRole('button', { name: 'Continue with Google' });

async function openPopup(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await googleButton(page).click();
  return opened;
}

test('in a private window, social sign-in is refused with not_support_incognito and no popup opens', async ({
  page,
}) => {
  // Playwright's own contexts are Chromium's off-the-record (private) profiles.
  await asNewPhone(page);
  await page.goto(`${SOCI}/m/login`);
  await splashGone(page);
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await googleButton(page).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'This sign-in does not work in private browsing.',
  );
  expect(popups).toBe(0);
});

test('one sign-in popup at a time: a second cancels the first, silently, and signs in', async () => {
  const phone = await normalWindow(test.info());
  const { page } = phone;
  await asNewPhone(page);
  await page.goto(`${SOCI}/m/login`);
  await splashGone(page);
  const first = await openPopup(page);
  await expect(first).toHaveTitle('Demo sign-in: Google');
  const firstClosed = first.waitForEvent('close');
  const second = await openPopup(page);
  await firstClosed;
  expect(first.isClosed()).toBe(true);
  // The cancelled popup's error is ignored: no notice on the page.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await second.getByLabel('Account name').fill(`g_${uniqueUsername('one')}`);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Link your account' })).toBeVisible();
  await phone.close();
});

test('a popup closed with no answer says popup-closed-by-user 8 s later, not before', async () => {
  const phone = await normalWindow(test.info());
  const { page } = phone;
  await page.clock.install();
  await asNewPhone(page);
  await page.goto(`${SOCI}/m/login`);
  await splashGone(page);
  const popup = await openPopup(page);
  await expect(popup).toHaveTitle('Demo sign-in: Google');
  await popup.close();
  // Closure is polled every 2 s; the answer then has 8 s more.
  await page.clock.runFor(7_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.runFor(4_000);
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('The sign-in window was closed before sign-in finished.');
  await expect(notice).toContainText('Code: auth/popup-closed-by-user');
  await expect(notice).toContainText('Reason: auth/popup-closed-by-user');
  if (process.env.SIGN_IN_SHOTS) {
    await page.screenshot({
      scale: 'css',
      path: `${process.env.SIGN_IN_SHOTS}/popup-closed-EN.png`,
    });
  }
  await phone.close();
});
