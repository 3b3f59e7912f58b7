import type { Page } from '@playwright/test';
import { DEMO, logInThroughUi, memberChip } from './support/accounts';
import { collectErrors, horizontalOverflow, splashGone } from './support/app';
import { PORT } from './support/environment';
import { expect, test } from './support/signed-in';

// The banners' autoplay and the marquee are under test here: these phones allow motion.
test.use({ reducedMotion: 'no-preference' });

const NEON_ORIGIN = `http://neon.localhost:${PORT}`;
const PARTNER = 'https://partner.example.com';

/** A game card of the page: its name, then its badges (Try, Hot) when it has them. */
const card = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}( Try)?( Hot)?$`) });

/** The player's name inside the framed demo game. */
const playerInGame = (page: Page) => page.frameLocator('iframe').getByTestId('player-name');

async function signIn(page: Page) {
  await logInThroughUi(page, '/m/login', DEMO.username, DEMO.password);
  // Password hashing is deliberately slow; on a busy machine sign-in takes a few seconds.
  await expect(memberChip(page, DEMO.username)).toBeVisible({ timeout: 15_000 });
}

/** Waits for the game page of a game (sign-in may come first) and checks what its address says. */
async function expectGamePage(
  page: Page,
  expected: { gameId: string; back?: string; trial?: string },
) {
  await expect(page).toHaveURL(/\/m\/game\?/, { timeout: 15_000 });
  const query = new URL(page.url()).searchParams;
  expect(query.get('gameId')).toBe(expected.gameId);
  expect(query.get('back')).toBe(expected.back ?? null);
  expect(query.get('trial')).toBe(expected.trial ?? null);
}

/** The partner site of the demo's external banner, answered here instead of on the internet. */
async function servePartner(page: Page) {
  await page
    .context()
    .route(`${PARTNER}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Partner</h1>' }),
    );
}

/** The home carousel's banner, after its dot brought it into view (autoplay off: reduced motion). */
async function banner(page: Page, index: number, title: string) {
  await page.getByRole('button', { name: `Show banner ${index} of 4` }).click();
  const button = page.getByRole('button', { name: title, exact: true });
  await expect(button).toBeInViewport();
  return button;
}

test('a visitor browses slots, searches, picks a game, signs in and plays it in the game frame', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/m/rng');
  await splashGone(page);
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await expect(card(page, 'Dragon Fortune')).toBeVisible();
  // The artwork keeps its square box, with the Hot flame on it; Try sits beside the name.
  const art = card(page, 'Dragon Fortune').locator('.game-art');
  const box = (await art.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
  await expect(card(page, 'Dragon Fortune')).toHaveAccessibleName('Dragon Fortune Try Hot');
  await expect(card(page, 'Dragon Fortune').getByText('Try', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('koi');
  await expect(card(page, 'Lucky Koi')).toBeVisible();
  await expect(card(page, 'Koi Gate')).toBeVisible();
  await expect(card(page, 'Dragon Fortune')).toHaveCount(0);
  await search.fill('no such game');
  await expect(page.getByRole('heading', { name: 'No games match “no such game”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(card(page, 'Dragon Fortune')).toBeVisible();

  const vendors = page.getByRole('group', { name: 'Game vendors' });
  await vendors.getByRole('button', { name: 'Lucky Star Gaming' }).click();
  await expect(vendors.getByRole('button', { name: 'Lucky Star Gaming' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(page, 'Starburst Gems')).toBeVisible();
  await expect(card(page, 'Dragon Fortune')).toHaveCount(0);
  await vendors.getByRole('button', { name: 'All', exact: true }).click();

  // Golden Lotus has no free trial: a visitor signs in first and comes back to the game.
  await card(page, 'Golden Lotus').click();
  await expect(page).toHaveURL(/\/m\/login\?go=/);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectGamePage(page, { gameId: 'rng-golden-lotus', back: '/m/rng' });
  await expect(page.locator('iframe[title="Golden Lotus"]')).toBeVisible();
  await expect(playerInGame(page)).toContainText(DEMO.username);
  await expect(page.getByRole('heading', { name: 'Golden Lotus', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/m/rng');
  expect(errors).toEqual([]);
});

test('a visitor tries a freeplay game for free, without an account', async ({ page }) => {
  await page.goto('/m/rng');
  await splashGone(page);
  await card(page, 'Dragon Fortune').click();
  const choice = page.getByRole('dialog', { name: 'Dragon Fortune' });
  await expect(choice.getByRole('button', { name: 'Log in to play' })).toBeVisible();
  await choice.getByRole('button', { name: 'Try for free' }).click();
  await expectGamePage(page, { gameId: 'rng-dragon-fortune', trial: '1', back: '/m/rng' });
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(playerInGame(page)).toContainText('Guest');
});

test('the lottery page shows its three lanes, and /m/launchGame opens a lottery by its code', async ({
  page,
}) => {
  await page.goto('/m/elott');
  await splashGone(page);
  for (const lane of ['E-Lottery', 'Vietnam Lotto', 'SEA Lottery']) {
    await expect(page.getByRole('heading', { name: lane, level: 2 })).toBeVisible();
  }
  await signIn(page);

  await page.goto('/m/launchGame');
  await expect(page.getByRole('heading', { name: 'No lottery chosen' })).toBeVisible();
  await page.getByRole('link', { name: 'See lotteries' }).click();
  await expect(page).toHaveURL('/m/elott');

  await page.goto('/m/launchGame?prize_mode=TCG_ELOTT&code=Q3D');
  await expect(page.locator('iframe[title="Quick 3D"]')).toBeVisible();
  await expect(page.frameLocator('iframe').getByTestId('lottery-code')).toHaveText('Q3D');
  await expect(playerInGame(page)).toContainText(DEMO.username);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/m/elott');
});

test('sports shows the matches with their odds, and a visitor taps one to sign in for its book', async ({
  page,
}) => {
  await page.goto('/m/sports');
  await splashGone(page);
  const matches = page.getByRole('region', { name: 'Matches' });
  await expect(matches.getByRole('button').first()).toBeVisible();
  await expect(matches.getByText('Live', { exact: true }).first()).toBeVisible();
  await matches.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login\?go=%2Fm%2Fgame%3FgameId%3D/);
});

test.describe('sports in French', () => {
  test.use({ locale: 'fr-FR' });

  test('writes the odds with a decimal comma', async ({ page }) => {
    await page.goto('/m/sports');
    await splashGone(page);
    const odds = page.locator('.match-odds').first();
    await expect(odds).toContainText(/\d,\d{2}$/);
    await expect(odds).not.toContainText('.');
  });
});

test.describe('home banners', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('for a visitor: P opens the activity, URL a page or a plain link, G asks to sign in', async ({
    page,
  }) => {
    await servePartner(page);
    await page.goto('/m/home');
    await splashGone(page);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await (await banner(page, 1, 'Welcome bonus 100%')).click();
    await expect(page).toHaveURL('/m/activity?id=1');

    await page.goto('/m/home');
    await (await banner(page, 3, 'Draws every minute')).click();
    await expect(page).toHaveURL('/m/elott');

    await page.goto('/m/home');
    const popup = page.waitForEvent('popup');
    await (await banner(page, 4, 'Partner sportsbook')).click();
    const partner = await popup;
    await partner.waitForLoadState();
    expect(partner.url()).toBe(`${PARTNER}/promo?from=lobby`);
    await partner.close();

    await (await banner(page, 2, 'Dragon Fortune')).click();
    await expect(page).toHaveURL(
      `/m/login?go=${encodeURIComponent('/m/game?gameId=rng-dragon-fortune')}`,
    );
  });

  test.describe('signed in', () => {
    // The demo player, signed in once for the run (support/signed-in.ts).
    test.use({ signedInAs: 'member' });

    test('for a member: URL opens the partner with a one-use hand-off, G launches the game', async ({
      page,
    }) => {
      await servePartner(page);
      await page.goto('/m/home');
      await expect(memberChip(page, DEMO.username)).toBeVisible();
      const popup = page.waitForEvent('popup');
      await (await banner(page, 4, 'Partner sportsbook')).click();
      const partner = await popup;
      await partner.waitForURL(/handoffToken=/);
      const link = new URL(partner.url());
      expect(link.origin + link.pathname).toBe(`${PARTNER}/promo`);
      expect(link.searchParams.get('from')).toBe('lobby');
      expect(link.searchParams.get('username')).toBe(DEMO.username);
      expect(link.searchParams.get('token')).toBeNull();
      await partner.close();

      await (await banner(page, 2, 'Dragon Fortune')).click();
      await expectGamePage(page, { gameId: 'rng-dragon-fortune' });
      await expect(playerInGame(page)).toContainText(DEMO.username);
    });
  });
});

test('the lobby fits a 320 px phone in the light and the dark theme', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const origin of ['', NEON_ORIGIN]) {
    const theme = origin ? 'neon' : 'demo';
    for (const path of ['/m/home', '/m/rng', '/m/sports']) {
      await page.goto(`${origin}${path}`);
      await splashGone(page);
      await expect(page.locator('.game-card img').first()).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const name = `${theme}-320${path.replaceAll('/', '-')}`;
      const file = testInfo.outputPath(`${name}.png`);
      await page.screenshot({ scale: 'css', path: file, animations: 'disabled' });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    }
  }
});
