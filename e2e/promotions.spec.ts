import type { Page } from '@playwright/test';
import { LIMITS } from '@lobby/contract';
import { DEMO, memberChip } from './support/accounts';
import {
  bottomNav,
  categoryStrip,
  collectErrors,
  horizontalOverflow,
  splashGone,
} from './support/app';
import { expect, test } from './support/signed-in';

// The banners' autoplay and the marquee are under test here: these phones allow motion.
test.use({ reducedMotion: 'no-preference' });

const marqueeTrack = (page: Page) => page.locator('.marquee-track');

/** The marquee track's horizontal offset in px (its transform's translateX). */
const offset = (page: Page) =>
  marqueeTrack(page).evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

/** The marquee track's CSS animation's state ('running', 'paused'), or none without one. */
const playState = (page: Page) =>
  marqueeTrack(page).evaluate((track) => track.getAnimations()[0]?.playState ?? 'none');

/** The track's offset `ms` into its animation's loop, set there and then left running on. */
const offsetAt = (page: Page, ms: number) =>
  marqueeTrack(page).evaluate((track, at) => {
    const [animation] = track.getAnimations();
    if (!animation) throw new Error('the marquee track has no animation');
    animation.pause();
    animation.currentTime = at;
    const x = new DOMMatrix(getComputedStyle(track).transform).m41;
    animation.play();
    return x;
  }, ms);

test.describe('the announcement marquee', () => {
  test('scrolls, keeps its height from the first paint, and a tap opens the full text', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Hold the announcements back, to see the page before and after they arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/relay/MCSFE_getListAnnouncements**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/home');
    await splashGone(page);
    const strip = categoryStrip(page);
    await expect(strip).toBeVisible();
    const box = page.locator('.marquee');
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    const before = { box: await box.boundingBox(), strip: await strip.boundingBox() };
    release();
    await expect(page.getByRole('button', { name: /^Announcements/ })).toBeVisible();
    const after = { box: await box.boundingBox(), strip: await strip.boundingBox() };
    // The announcements fill the box painted first: same place, same height; nothing below moves.
    expect(after.box?.height).toBe(40);
    expect(after.box).toEqual(before.box);
    expect(after.strip?.y).toBe(before.strip?.y);

    // The track's animation runs; set to two moments of its loop rather than waited for (a busy
    // machine drops frames), it moves 60 px a second leftwards: 36 px in 0.6 s.
    expect(await playState(page)).toBe('running');
    const first = await offsetAt(page, 0);
    const second = await offsetAt(page, 600);
    expect(first - second).toBeCloseTo(LIMITS.marqueePxPerSecond * 0.6, 0);
    expect(await playState(page)).toBe('running');

    await page.getByRole('button', { name: /^Announcements/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Scheduled maintenance on Sunday');
    await expect(dialog).toContainText('Welcome to Lucky Demo!');
    expect(errors).toEqual([]);
  });

  test('stands still for players who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    await expect(page.getByRole('button', { name: /^Announcements/ })).toBeVisible();
    const first = await offset(page);
    await page.waitForTimeout(600);
    expect(await offset(page)).toBe(first);
    expect(first).toBe(0);
  });
});

test.describe('promotions', () => {
  test('the Promotions tab lists them by category; one opens its activity page', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/m/home');
    await splashGone(page);
    await bottomNav(page).getByRole('link', { name: 'Promotions', exact: true }).tap();
    await expect(page).toHaveURL('/m/news');
    const list = page.locator('.promo-list');
    await expect(list.getByRole('link')).toHaveCount(7);

    await page.getByRole('button', { name: 'Sports', exact: true }).tap();
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(list.getByRole('link', { name: /Weekend sports boost/ })).toBeVisible();

    await list.getByRole('link', { name: /Weekend sports boost/ }).tap();
    await expect(page).toHaveURL('/m/activity?id=5');
    await expect(
      page.getByRole('heading', { name: 'Weekend sports boost', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bigger weekend wins' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    // A visitor is asked to log in before claiming.
    await page.getByRole('button', { name: 'Log in to claim' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('a P banner opens its activity', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    await splashGone(page);
    await page.getByRole('button', { name: 'Welcome bonus 100%', exact: true }).click();
    await expect(page).toHaveURL('/m/activity?id=1');
    await expect(page.getByRole('heading', { name: 'Welcome bonus 100%', level: 2 })).toBeVisible();
  });

  test('an unknown or ended promotion says so and offers the list', async ({ page }) => {
    await page.goto('/m/activity?id=7');
    await expect(page.getByRole('heading', { name: 'This promotion has ended' })).toBeVisible();
    await page.goto('/m/activity?id=nope');
    await expect(
      page.getByRole('heading', { name: 'This promotion does not exist' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'See all promotions' }).tap();
    await expect(page).toHaveURL('/m/news');
  });

  test('changing the language reloads the categories in the new language', async ({ page }) => {
    await page.goto('/m/news');
    await splashGone(page);
    await expect(page.getByRole('button', { name: 'New players', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Choose language' }).click();
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.getByRole('button', { name: 'Người chơi mới', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thể thao', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Thưởng chào mừng 100%/ })).toBeVisible();
  });
});

test.describe('the demo player', () => {
  // Signed in once for the run (support/signed-in.ts).
  test.use({ signedInAs: 'member' });

  test('a member sees the VIP badge, the VIP card with progress, and claims a promotion once', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/m/home');
    await splashGone(page);
    await expect(memberChip(page, DEMO.username)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'VIP level: Silver' })).toBeVisible();

    await page.goto('/m/member/home');
    const card = page.getByRole('region', { name: 'VIP club' });
    await expect(card.getByText('Silver', { exact: true })).toBeVisible();
    // Silver's three named conditions are counted from the demo player's seeded ledger.
    const bar = card.getByRole('progressbar', { name: 'Progress to the next level' });
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(card).toContainText('2 of 3 conditions met');
    await expect(card.locator('.vip-benefits li')).toHaveText([
      'Birthday gift',
      'Weekly cashback 5%',
    ]);

    await card.getByRole('link', { name: 'See all VIP levels' }).tap();
    await expect(page).toHaveURL('/m/vip');
    // Four levels, after the member's standing (its own level heading).
    await expect(page.locator('.vip-level')).toHaveCount(4);
    await expect(page.locator('.vip-level[aria-current="true"]')).toContainText('Silver');

    await page.goto('/m/activity?id=3');
    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    const answer = page.getByTestId('claim-answer');
    // The demo account may have claimed it on an earlier run of this test against the same data.
    await expect(claim.or(answer)).toBeVisible();
    if (await claim.isVisible()) {
      await claim.tap();
      // The claim says what happened, under the button (issue 30.4).
      await expect(answer).toContainText(/^Claimed\. /);
    }
    await page.reload();
    await expect(answer).toHaveText('You have already claimed this promotion.');
    expect(errors).toEqual([]);
  });
});
