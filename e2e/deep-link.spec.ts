import { expect, test, type Page } from '@playwright/test';
import { DEMO, headerLogIn, memberChip, storedSession } from './support/accounts';
import { bottomNav, categoryStrip, splashGone } from './support/app';
import { MOBILE_ORIGIN } from './support/environment';
import { signedInToken } from './support/signed-in';

/**
 * The demo player's session token, from its sign-in once for the run (support/signed-in.ts): a
 * live token, as the platform's links carry one.
 */
const demoToken = () => signedInToken('member');

/** Every address the page requests except the page itself, from now on. */
function requestedAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document') seen.push(request.url());
  });
  return seen;
}

test('a token link to /m/member/home signs the player in, and the token leaves the address bar before any call', async ({
  page,
}) => {
  const token = demoToken();
  const addresses = requestedAddresses(page);
  const answer = await page.goto(
    `/m/member/home?affiliateCode=aff9&token=${encodeURIComponent(token)}`,
  );
  // The status the page carries for its first paint (issue 12) is the merchant's, not the link's.
  expect(await answer!.text()).not.toContain(token);
  await splashGone(page);
  await expect(page).toHaveURL('/m/member/home?affiliateCode=aff9');
  await expect(page.getByRole('heading', { name: DEMO.username, level: 2 })).toBeVisible();
  await expect(memberChip(page, DEMO.username)).toBeVisible();
  expect(JSON.parse((await storedSession(page))!)).toMatchObject({
    token,
    userName: DEMO.username,
  });
  const leaked = addresses.filter((address) => address.includes(encodeURIComponent(token)));
  expect(leaked).toEqual([]);
});

test('a tokens link to /m/launchGame opens the lottery', async ({ page }) => {
  const token = demoToken();
  await page.goto(
    `/m/launchGame?prize_mode=TCG_ELOTT&code=Q3D&tokens=${encodeURIComponent(token)}`,
  );
  await expect(page.frameLocator('iframe').getByTestId('lottery-code')).toHaveText('Q3D');
  await expect(page).toHaveURL('/m/launchGame?prize_mode=TCG_ELOTT&code=Q3D');
});

test('an invalid token, or one of another merchant, gets a notice and the sign-in page, with no session', async ({
  page,
}) => {
  await page.goto('/m/member/home?token=not-a-real-token');
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('This sign-in link is not valid or has expired');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/m/login' && !url.search.includes('token'),
  );
  await expect(headerLogIn(page)).toBeVisible();
  expect(await storedSession(page)).toBeNull();

  // A live token of the demo merchant means nothing on the mobile merchant.
  const token = demoToken();
  await page.goto(`${MOBILE_ORIGIN}/m/member/home?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
    'This sign-in link is not valid or has expired',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/m/login');
  expect(await storedSession(page)).toBeNull();
});

test('tracking parameters survive a tap on a category and on the bottom bar', async ({ page }) => {
  const tracking = 'affiliateCode=aff7&gclid=g-1&kw=slots';
  await page.goto(`/m/home?${tracking}&go=%2Fm%2Fgame`);
  await splashGone(page);
  await categoryStrip(page).getByRole('link', { name: 'Slots' }).tap();
  await expect(page).toHaveURL(`/m/rng?${tracking}`);
  await bottomNav(page).getByRole('link', { name: 'Home', exact: true }).tap();
  await expect(page).toHaveURL(`/m/home?${tracking}`);
  await categoryStrip(page).getByRole('link', { name: 'Live' }).tap();
  await expect(page).toHaveURL(`/m/live?${tracking}`);
  // Me needs a session: the way to the login page keeps them too.
  await bottomNav(page).getByRole('link', { name: 'Me', exact: true }).tap();
  await expect(page).toHaveURL((url) => url.pathname === '/m/login');
  const query = new URL(page.url()).searchParams;
  expect(query.get('affiliateCode')).toBe('aff7');
  expect(query.get('gclid')).toBe('g-1');
  expect(query.get('kw')).toBe('slots');
});
