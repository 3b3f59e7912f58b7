import { expect, test } from '@playwright/test';
import { bottomNav, categoryStrip, splashGone } from './support/app';

const goParam = (url: URL) => url.searchParams.get('go');

test.describe('member-only routes send a visitor to log in, keeping the target', () => {
  for (const target of ['/m/member/home', '/m/changePsw', '/m/changePsw?from=mail']) {
    test(target, async ({ page }) => {
      await page.goto(target);
      await expect(page).toHaveURL((url) => url.pathname === '/m/login' && goParam(url) === target);
      await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    });
  }
});

test('/m/inviteFriends is public and stays', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/m/inviteFriends');
});

test('/m/feedback without a session goes home', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL('/m/home');
  await expect(categoryStrip(page)).toBeVisible();
});

test('an unknown route answers 404 and offers a way back home', async ({ page }) => {
  const response = await page.goto('/m/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/m/no-such-page');

  await splashGone(page);
  await page.getByRole('link', { name: 'Back to home' }).tap();
  await expect(page).toHaveURL('/m/home');
  await expect(categoryStrip(page)).toBeVisible();
});

for (const entry of ['/m/index', '/m/index.html']) {
  test(`${entry} shows the home page without changing the URL`, async ({ page }) => {
    const response = await page.goto(entry);
    expect(response?.status()).toBe(200);
    await expect(categoryStrip(page)).toBeVisible();
    await expect(page).toHaveURL(entry);
  });
}

test('tapping bottom-nav items navigates', async ({ page }) => {
  await page.goto('/m/home');
  await splashGone(page);
  const nav = bottomNav(page);

  await nav.getByRole('link', { name: 'Promotions', exact: true }).tap();
  await expect(page).toHaveURL('/m/news');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();

  await nav.getByRole('link', { name: 'Home', exact: true }).tap();
  await expect(page).toHaveURL('/m/home');
  await expect(categoryStrip(page)).toBeVisible();

  await nav.getByRole('link', { name: 'Me', exact: true }).tap();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/m/login' && goParam(url) === '/m/member/home',
  );
});

test('tapping Service as a visitor opens the customer-service chat', async ({ page }) => {
  await page.goto('/m/home');
  await splashGone(page);
  await bottomNav(page).getByRole('link', { name: 'Service', exact: true }).tap();
  await expect(page).toHaveURL('/m/chat');
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByText('Write to us and an agent will answer here.')).toBeVisible();
});
