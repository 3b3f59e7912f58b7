import { expect, test, type Page } from '@playwright/test';
import { bottomNav, categoryStrip, splashGone } from './support/app';

const offlineState = (page: Page) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: 'You are offline' });

async function openHome(page: Page) {
  await page.goto('/m/home');
  await splashGone(page);
  await expect(categoryStrip(page)).toBeVisible();
}

test('offline, a page whose code is not loaded yet shows the offline state in its place and the shell stays', async ({
  page,
  context,
}) => {
  await openHome(page);
  await context.setOffline(true);
  await categoryStrip(page).getByRole('link', { name: 'Slots' }).click();
  await expect(offlineState(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(bottomNav(page)).toBeVisible();

  // Still offline, Retry says so again instead of a white screen.
  await offlineState(page).getByRole('button', { name: 'Retry' }).click();
  await expect(offlineState(page)).toBeVisible();

  // Back online, the page arrives by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await expect(offlineState(page)).toHaveCount(0);
});

test('offline, a list says so instead of loading forever, and fills in once back online', async ({
  page,
  context,
}) => {
  await openHome(page);
  // The category page's code is loaded; its lanes of another category are not.
  await categoryStrip(page).getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(categoryStrip(page)).toBeVisible();

  await context.setOffline(true);
  await categoryStrip(page).getByRole('link', { name: 'Lottery' }).click();
  await expect(page.getByRole('heading', { name: 'Lottery', level: 1 })).toBeVisible();
  await expect(offlineState(page)).toBeVisible();
  await expect(offlineState(page).getByRole('button', { name: 'Retry' })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineState(page)).toHaveCount(0);
  await expect(page.locator('.category-games .game-card').first()).toBeVisible();
});

test('after a deploy, a stale page file reloads the app page once, never in a loop', async ({
  page,
}) => {
  await openHome(page);
  let appPages = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') appPages += 1;
  });
  // The deploy replaced the category page's file: the open tab's name for it is gone for good.
  await page.route('**/m/assets/CategoryPage-*.js', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
  );
  await categoryStrip(page).getByRole('link', { name: 'Slots' }).click();
  await page.waitForLoadState('load');
  await splashGone(page);
  // One reload, and since the file is still missing, the offline state with Retry, not another.
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForTimeout(500);
  expect(appPages).toBe(1);

  // The new build's file is there: Retry opens the page.
  await page.unroute('**/m/assets/CategoryPage-*.js');
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
});
