import { devices, type Page } from '@playwright/test';
import {
  asNewPhone,
  DEMO,
  DEMO_AGENT,
  fillRegistration,
  memberChip,
  otherPhone,
  registerThroughUi,
  storedSession,
  uniqueUsername,
} from './support/accounts';
import { bottomNav, snap, splashGone, withoutTopPrompts } from './support/app';
import { PORT } from './support/environment';
import { expect, test } from './support/signed-in';

/** The neon merchant runs no promotions (no REWCEN3): its REFERRAL promotion is off. */
const NEON = `http://neon.localhost:${PORT}`;

/** The one-time welcome after registration covers the page: it is sent on its way first. */
async function passWelcome(page: Page, username: string): Promise<void> {
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('link', { name: 'Explore games' })
    .click();
}

const downloadBar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
const inviteTab = (page: Page) => bottomNav(page).getByRole('button', { name: 'Invite' });

test('the download bar offers the demo app, hides on close and stays hidden on reload in the same session', async ({
  page,
}, testInfo) => {
  // The download popup (its own spec below) has shown this session: once the bar is closed it
  // would come after its 20 s, under the same name as the bar's app window.
  await page.addInitScript(() => sessionStorage.setItem('lobby:downloadPopupShown', '1'));
  await page.goto('/m/home');
  await splashGone(page);
  const bar = downloadBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByText('Lucky Demo')).toBeVisible();
  await expect(bar.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  // The demo merchant runs an app-download promotion: the gift shows.
  await expect(bar.getByRole('img', { name: 'App download bonus' })).toBeVisible();
  await snap(page, testInfo, 'download-bar');

  // A phone (Android here) gets the demo .apk, a real file served by the server.
  const link = bar.getByRole('link', { name: 'Download' });
  await expect(link).toHaveAttribute('href', '/m/brand/demo/lucky-demo.apk');
  const fetched = await page.request.get('/m/brand/demo/lucky-demo.apk');
  expect(fetched.status()).toBe(200);
  expect((await fetched.body()).subarray(0, 2).toString()).toBe('PK');

  await bar.getByRole('button', { name: 'Close the download bar' }).click();
  await expect(bar).toBeHidden();
  // Closing opens the app window, which offers the download too.
  const appWindow = page.getByRole('dialog', { name: 'Get the Lucky Demo app' });
  await expect(appWindow).toBeVisible();
  await expect(appWindow.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    '/m/brand/demo/lucky-demo.apk',
  );
  await appWindow.getByRole('button', { name: 'Not now' }).click();
  await expect(appWindow).toBeHidden();

  await page.reload();
  await splashGone(page);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(downloadBar(page)).toHaveCount(0);

  // Another session (a new tab's sessionStorage) sees the bar again.
  const fresh = await page
    .context()
    .browser()!
    .newContext({ ...testInfo.project.use });
  const other = await fresh.newPage();
  await other.goto('/m/home');
  await splashGone(other);
  await expect(downloadBar(other)).toBeVisible();
  await fresh.close();
});

test('the mobileconfig of the lite iOS path is served, and /m/download lists every download', async ({
  page,
}) => {
  const profile = await page.request.get('/m/brand/demo/lucky-demo.mobileconfig');
  expect(profile.status()).toBe(200);
  expect(await profile.text()).toContain('com.apple.webClip.managed');
  await page.goto('/m/download');
  await splashGone(page);
  await expect(page.getByRole('heading', { name: 'Download the app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    '/m/brand/demo/lucky-demo.apk',
  );
  await expect(page.getByRole('link', { name: 'Add to the iPhone home screen' })).toHaveAttribute(
    'href',
    '/m/brand/demo/lucky-demo.mobileconfig',
  );
});

test('the Invite tab sends a visitor and a member to inviteFriends while REFERRAL runs', async ({
  page,
}) => {
  await asNewPhone(page);
  await page.goto('/m/home');
  await splashGone(page);
  await inviteTab(page).click();
  await expect(page).toHaveURL('/m/inviteFriends');
  await expect(
    page.getByText('Log in to get your referral link and follow your invites.'),
  ).toBeVisible();

  const username = uniqueUsername('inv');
  await registerThroughUi(page, username);
  await passWelcome(page, username);
  await inviteTab(page).click();
  await expect(page).toHaveURL('/m/inviteFriends');
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
    /\/m\/register\?r=[A-Z0-9]{8}$/,
  );
});

test.describe('the demo agent', () => {
  // The seeded demo agent is an approved agent (member type 1), signed in once for the run.
  test.use({ signedInAs: 'agent' });

  test('the Invite tab sends an agent to agentRegister', async ({ page }) => {
    await page.goto('/m/home');
    await splashGone(page);
    await expect(memberChip(page, DEMO_AGENT.username)).toBeVisible();
    await inviteTab(page).click();
    await expect(page).toHaveURL('/m/agentRegister');
  });
});

test('without a REFERRAL promotion the Invite tab says coming soon to a visitor and opens customer service for a member', async ({
  page,
}) => {
  await asNewPhone(page);
  await page.goto(`${NEON}/m/home`);
  await splashGone(page);
  await inviteTab(page).click();
  const notice = page.getByRole('alertdialog').filter({ hasText: 'Coming soon. Stay tuned!' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(`${NEON}/m/home`);

  const username = uniqueUsername('neo');
  await page.goto(`${NEON}/m/register`);
  await splashGone(page);
  await fillRegistration(page, username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${NEON}/m/home`);
  await expect.poll(async () => (await storedSession(page)) ?? '').toContain(username);
  await passWelcome(page, username);
  await inviteTab(page).click();
  await expect(page).toHaveURL(`${NEON}/m/chat`);
});

test('the download popup appears after 20 s on home, once a session', async ({ page }) => {
  // The popup holds only a visit no earlier prompt (the bar, the banner) has.
  await withoutTopPrompts(page);
  await page.clock.install();
  await page.goto('/m/home');
  await splashGone(page);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: 'Get the Lucky Demo app' });
  await page.clock.fastForward(15_000);
  await expect(popup).toBeHidden();
  await page.clock.fastForward(5_000);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    '/m/brand/demo/lucky-demo.apk',
  );
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await splashGone(page);
  await page.clock.fastForward(25_000);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test('an app older than the merchant’s latest is asked to update; below 2.4.39 Update Now opens the download page', async ({
  page,
}) => {
  await page.goto('/m/home?appVersion=2.4.0');
  await splashGone(page);
  const upgrade = page.getByRole('alertdialog', { name: 'A new version is available' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText('2.5.0');
  await expect(upgrade.getByRole('button', { name: 'Close' })).toBeVisible();
  await upgrade.getByRole('button', { name: 'Update Now' }).click();
  await expect(page).toHaveURL('/m/download');
});

test("a friend registering through a member's link shows in the member's invited count", async ({
  page,
  browser,
}, testInfo) => {
  await registerThroughUi(page, uniqueUsername('ref'));
  await page.goto('/m/inviteFriends');
  await splashGone(page);
  await expect(page.getByTestId('invite-invited')).toHaveText('0');
  await expect(page.getByTestId('invite-registered')).toHaveText('0');
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  await snap(page, testInfo, 'invite-friends');

  const friendPhone = await otherPhone(browser, testInfo);
  const friend = await friendPhone.newPage();
  await asNewPhone(friend);
  await friend.goto(link);
  await splashGone(friend);
  await fillRegistration(friend, uniqueUsername('fr'));
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(/\/m\/home/);
  await friendPhone.close();

  await page.reload();
  await splashGone(page);
  await expect(page.getByTestId('invite-invited')).toHaveText('1');
  await expect(page.getByTestId('invite-registered')).toHaveText('1');
});

test.describe('the demo player', () => {
  // Signed in once for the run (support/signed-in.ts).
  test.use({ signedInAs: 'member' });

  test('the referral banner on home leads to inviteFriends and stays closed for the session', async ({
    page,
  }) => {
    // The banner holds a visit the download bar has not taken.
    await withoutTopPrompts(page, { keepReferral: true });
    await page.goto('/m/home');
    await splashGone(page);
    await expect(memberChip(page, DEMO.username)).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'Invite friends and earn rewards' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close the invite banner' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await splashGone(page);
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

const IPHONE = (major: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${major}_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${major}.1 Mobile/15E148 Safari/604.1`;

for (const [major, tip] of [
  [
    17,
    'On iOS 17 or later, after installing, open Settings > General > VPN & Device Management and trust the app.',
  ],
  [16, "Open your phone's Settings to allow this."],
] as const) {
  test.describe(`an iPhone on iOS ${major}`, () => {
    test.use({ userAgent: IPHONE(major) });

    test('gets the lite app as a configuration profile and is told where it installs from', async ({
      page,
    }) => {
      await page.goto('/m/download');
      await splashGone(page);
      const link = page.getByRole('link', { name: 'Download', exact: true });
      await expect(link).toHaveAttribute('href', '/m/brand/demo/lucky-demo.mobileconfig');
      const download = page.waitForEvent('download');
      await link.click();
      expect((await download).suggestedFilename()).toBe('lucky-demo.mobileconfig');
      await expect(page.getByRole('alertdialog').filter({ hasText: tip })).toBeVisible();
    });
  });
}

test.describe("inside the merchant's app", () => {
  test.use({ userAgent: `${devices['Pixel 7'].userAgent} LuckyDemoApp/2.4.50` });

  test('shows no download bar, and from app 2.4.39 on Update Now downloads the new app directly', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await splashGone(page);
    const upgrade = page.getByRole('alertdialog', { name: 'A new version is available' });
    await expect(upgrade).toBeVisible();
    await expect(downloadBar(page)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await upgrade.getByRole('button', { name: 'Update Now' }).click();
    expect((await download).suggestedFilename()).toBe('lucky-demo.apk');
  });
});
