import { expect, test, type Page } from '@playwright/test';
import { REFERRAL_BANNER_CLOSED_KEY, STORAGE_KEYS } from '@lobby/contract';
import { DEMO, logInThroughUi, memberChip, otherPhone } from './support/accounts';
import { splashGone } from './support/app';

/** Issue 12: the most layout shift /m/home may have while what arrives later arrives. */
const CLS_LIMIT = 0.02;

/** Starts summing layout shifts (as CLS does: none right after input) before the page's script. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: { value: number; sources: string[] }[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node ? `${node.nodeName}.${String(node.className)}` : '?';
        });
        record.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShifts(page: Page) {
  return page.evaluate(
    () => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts,
  );
}

const total = (shifts: { value: number }[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Holds every matching request back by `ms`, as a slow network would. */
async function slowDown(page: Page, pattern: RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('nothing on /m/home moves while its code, banners and lanes arrive late', async ({ page }) => {
  await recordLayoutShifts(page);
  await slowDown(page, /\/m\/assets\/.*\.js$/, 400);
  await page.goto('/m/home');
  await splashGone(page);
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(page.locator('.banner-carousel img').first()).toBeVisible();
  await page.waitForTimeout(300);
  const shifts = await layoutShifts(page);
  expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(CLS_LIMIT);
});

test('nothing on /m/home moves when its calls answer slowly (a language the page was not written in)', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'VI'), STORAGE_KEYS.language);
  await recordLayoutShifts(page);
  await slowDown(page, /\/wps\/(banners|relay\/GCSGAME_)/, 1200);
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('section.lane').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.banner-carousel img').first()).toBeVisible();
  await page.waitForTimeout(300);
  const shifts = await layoutShifts(page);
  expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(CLS_LIMIT);
});

test("the app page carries the merchant's first-paint data, and none of a signed-in member's", async ({
  browser,
}, testInfo) => {
  const context = await otherPhone(browser, testInfo);
  const page = await context.newPage();
  await logInThroughUi(page, '/m/login', DEMO.username, DEMO.password);
  await expect(memberChip(page, DEMO.username)).toBeVisible();
  const answer = await page.goto('/m/home');
  const html = await answer!.text();
  const inlined = /<script[^>]*id="first-paint"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(inlined!) as { language: string; status: { merchantCode: string } };
  expect(data.language).toBe('EN');
  expect(data.status.merchantCode).toBe('demo');
  expect(html).not.toContain(DEMO.username);
  await context.close();
});

const PARTS = { logo: 'img.logo', banner: '.banner-slide img', art: '.game-art img' };

/** Where the picture (or the app) draws the header's logo, the first banner and the first art. */
async function firstScreenBoxes(page: Page, scope: string, parts: (keyof typeof PARTS)[]) {
  const boxes: Record<string, { x: number; y: number; width: number } | null> = {};
  for (const part of parts) {
    const found = page.locator(`${scope} ${PARTS[part]}`);
    const rect = (await found.count()) ? await found.first().boundingBox() : null;
    boxes[part] = rect && {
      x: Math.round(rect.x),
      y: Math.round(rect.y),
      width: Math.round(rect.width),
    };
  }
  return boxes;
}

const NO_BOOT = /\/m\/boot\.js$/;

/**
 * The boxes of `parts` in the page as the server wrote it (boot.js held off, so no app starts),
 * then in the app drawn over the same address, once `appReady` is visible.
 */
async function pictureThenApp(
  page: Page,
  path: string,
  parts: (keyof typeof PARTS)[],
  appReady: string,
) {
  await page.route(NO_BOOT, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator(`#first-screen ${PARTS[parts.at(-1)!]}`).first()).toBeVisible();
  const picture = await firstScreenBoxes(page, '#first-screen', parts);
  await page.unroute(NO_BOOT);
  await page.goto(path);
  await splashGone(page);
  await expect(page.locator(appReady).first()).toBeVisible();
  return { picture, app: await firstScreenBoxes(page, '#root', parts) };
}

test('the first screen paints from the page alone, before any script', async ({
  page,
}, testInfo) => {
  await page.route(NO_BOOT, (route) => route.abort());
  await page.goto('/m/home');
  // The splash leaves at its minimum without waiting for the app.
  await expect(page.locator('#splash')).toBeHidden();
  const still = page.locator('#first-screen');
  await expect(still.locator('img.logo')).toBeVisible();
  await expect(still.locator('.banner-caption-title')).toHaveText('Welcome bonus 100%');
  await expect
    .poll(() =>
      still.locator('.banner-slide img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await testInfo.attach('first-screen', {
    body: await page.screenshot({ scale: 'css' }),
    contentType: 'image/png',
  });
});

test('the app draws the header and first banner of /m/home where the picture stood', async ({
  page,
}) => {
  const { picture, app } = await pictureThenApp(
    page,
    '/m/home',
    ['logo', 'banner'],
    '.banner-carousel img',
  );
  expect(picture.banner).not.toBeNull();
  expect(app).toEqual(picture);
});

test("the app draws the sign-in page's header where the picture stood", async ({ page }) => {
  const { picture, app } = await pictureThenApp(
    page,
    '/m/login',
    ['logo'],
    'input[autocomplete^="username"]',
  );
  expect(picture.logo).not.toBeNull();
  expect(app).toEqual(picture);
});

test("the app draws a category page's first cards where the picture stood", async ({ page }) => {
  const { picture, app } = await pictureThenApp(page, '/m/rng', ['logo', 'art'], '.game-art img');
  expect(picture.art).not.toBeNull();
  expect(app).toEqual(picture);
});

test('a player who closed the download bar and the referral banner this session sees no room for them', async ({
  page,
}) => {
  await page.addInitScript(
    (keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')),
    [STORAGE_KEYS.hideDownloadBar, REFERRAL_BANNER_CLOSED_KEY],
  );
  await page.route(NO_BOOT, (route) => route.abort());
  await page.goto('/m/home');
  // Without boot.js the rooms stay: this is the page as the server wrote it.
  await expect(page.locator('#first-screen .download-bar-slot')).toHaveCount(1);
  await page.unroute(NO_BOOT);
  // With the app's code held back, the picture is what the player sees first.
  await slowDown(page, /\/m\/assets\/index-.*\.js$/, 1500);
  await page.goto('/m/home');
  await expect(page.locator('#first-screen img.logo')).toBeVisible();
  await expect(page.locator('#first-screen .download-bar-slot')).toHaveCount(0);
  await expect(page.locator('#first-screen .referral-banner')).toHaveCount(0);
  const picture = await firstScreenBoxes(page, '#first-screen', ['logo', 'banner']);
  await splashGone(page);
  await expect(page.locator('.banner-carousel img').first()).toBeVisible();
  expect(await firstScreenBoxes(page, '#root', ['logo', 'banner'])).toEqual(picture);
});
