import { chromium, expect, test, type Page } from '@playwright/test';
import { INSTALL_PROMPT, INSTALL_STORAGE_KEYS, LIMITS } from '@lobby/contract';
import { DEMO, logInThroughUi, storedSession } from './support/accounts';
import { bottomNav, categoryStrip, splashGone, withoutTopPrompts } from './support/app';
import { offerInstallEvent } from './support/install-prompt';

// These specs are about the service worker and the install prompt: the worker runs, and the
// phone starts with nothing stored (the other specs' phones have declined the prompt).
test.use({ serviceWorkers: 'allow', storageState: { cookies: [], origins: [] } });

const installPrompt = (page: Page) => page.getByRole('dialog', { name: 'Install Lucky Demo' });

// The worker, the update check and the prompt start after the page's load event, which waits for
// every picture of the lobby: on a busy machine that can take a while.
const AFTER_LOAD = { timeout: 20_000 };

/** Waits until the service worker controls the page (its precache is complete by then). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Every request and answer body in every cache the page's origin holds. */
function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const cache of await caches.keys()) {
      const store = await caches.open(cache);
      for (const request of await store.keys()) {
        const body = (await (await store.match(request))?.text()) ?? '';
        entries.push({ cache, url: request.url, body });
      }
    }
    return entries;
  });
}

/**
 * Waits past the moment the prompt would have slid up: the load event (the prompt's code starts
 * after it) and then twice its delay.
 */
async function pastPromptDelay(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete', undefined, AFTER_LOAD);
  await page.waitForTimeout(LIMITS.installPromptDelayMs * 2);
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test('Chromium finds /m/home installable: manifest, PNG icons and service worker', async () => {
  const testInfo = test.info();
  // Chromium never finds a page installable in an incognito profile, which every browser context
  // of Playwright is: this test opens a profile of its own.
  const { launchOptions, baseURL, viewport, userAgent, isMobile, hasTouch } = testInfo.project.use;
  const profile = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    serviceWorkers: 'allow',
  });
  try {
    const page = profile.pages()[0] ?? (await profile.newPage());
    await page.goto('/m/home');
    await splashGone(page);
    await controlledByWorker(page);
    const devtools = await profile.newCDPSession(page);
    await expect
      .poll(
        async () =>
          (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors.map(
            (error) => error.errorId,
          ),
        { timeout: 15_000 },
      )
      .toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await profile.close();
  }
});

test('the service worker controls /m/home, which then opens offline with the shell', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await splashGone(page);
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.reload();
  await splashGone(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(categoryStrip(page)).toBeVisible();
  await expect(bottomNav(page)).toBeVisible();

  // A page never opened before opens offline too: the shell draws it (its code is precached).
  await page.goto('/m/rng');
  await splashGone(page);
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  // What needs the network says so, and fills in once back online.
  const offline = page.getByRole('main').getByRole('alert').filter({ hasText: 'You are offline' });
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.locator('.category-games .game-card').first()).toBeVisible();
});

test('a changed asset hash shows exactly one update dialog, and Refresh reloads the page', async ({
  page,
}) => {
  // The server's answers are held until three checks are under way (start and the tab becoming
  // visible twice): all three find the new hash, and one dialog opens.
  let checks = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/m/asset-manifest.json?*', async (route) => {
    checks += 1;
    await held;
    await route.fulfill({ json: { hash: 'a-newer-build', entrypoints: [], files: [] } });
  });
  await page.goto('/m/home');
  await splashGone(page);
  await expect.poll(() => checks, AFTER_LOAD).toBe(1);
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  }
  await expect.poll(() => checks).toBe(3);
  release();
  const update = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(update).toBeVisible();
  await expect(update).toContainText('A new version of this site is ready.');
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  // The server's build is now this page's own again; Refresh reloads /m/home in place.
  await page.unroute('**/m/asset-manifest.json?*');
  await page.evaluate(
    () => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true),
  );
  await update.getByRole('button', { name: 'Refresh' }).click();
  // Refresh first asks for the new worker (at most 3 s), then reloads.
  await expect
    .poll(() => page.evaluate(() => 'beforeRefresh' in window).catch(() => true), AFTER_LOAD)
    .toBe(false);
  await expect(page).toHaveURL('/m/home');
  await splashGone(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('after an update, Refresh on a page that does not reload in place goes to /m/home', async ({
  page,
}) => {
  await page.route('**/m/asset-manifest.json?*', (route) =>
    route.fulfill({ json: { hash: 'a-newer-build', entrypoints: [], files: [] } }),
  );
  await page.goto('/m/rng');
  await splashGone(page);
  const update = page.getByRole('alertdialog', { name: 'Update available' });
  await expect(update).toBeVisible(AFTER_LOAD);
  await page.unroute('**/m/asset-manifest.json?*');
  await update.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL('/m/home');
});

test('the install prompt shows only on /, /m/home and /m/index.html', async ({ page }) => {
  await withoutTopPrompts(page);
  await offerInstallEvent(page);
  // Pages that may not show it: the event is there, and nothing slides up.
  for (const path of ['/m/login', '/m/rng']) {
    await page.goto(path);
    await splashGone(page);
    await pastPromptDelay(page);
    await expect(installPrompt(page)).toHaveCount(0);
  }

  // Arriving at /m/home (in the app, the event already deferred), it slides up.
  await bottomNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(installPrompt(page)).toBeVisible(AFTER_LOAD);
  await expect(installPrompt(page)).toContainText('Add Lucky Demo to your home screen.');
  // Leaving for a page that may not show it takes it away.
  await categoryStrip(page).getByRole('link', { name: 'Slots' }).click();
  await expect(installPrompt(page)).toHaveCount(0);

  for (const path of ['/m/index.html', '/']) {
    await page.goto(path);
    await splashGone(page);
    await expect(installPrompt(page)).toBeVisible(AFTER_LOAD);
  }
});

test('Agree opens the browser install, Cancel skips it for the session, installing sets 99', async ({
  page,
}) => {
  await withoutTopPrompts(page);
  await offerInstallEvent(page, 'accepted');
  await page.goto('/m/home');
  await splashGone(page);
  await expect(installPrompt(page)).toBeVisible(AFTER_LOAD);
  await installPrompt(page).getByRole('button', { name: 'Agree' }).click();
  await expect(
    page.getByText('Installing… Lucky Demo will appear on your home screen.'),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
  ).toBe(1);
  await expect(installPrompt(page)).toHaveCount(0);

  // The browser says it is installed: the counter becomes 99, the flag and the event are kept.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect.poll(() => stored(page, INSTALL_STORAGE_KEYS.installed)).toBe('1');
  expect(await stored(page, INSTALL_STORAGE_KEYS.closeCount)).toBe(
    String(INSTALL_PROMPT.installedCount),
  );
  const events = JSON.parse((await stored(page, INSTALL_STORAGE_KEYS.localEvents)) ?? '[]') as {
    name: string;
  }[];
  expect(events.map((event) => event.name)).toEqual(['a2hsInstalled']);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await page.reload();
  await splashGone(page);
  await pastPromptDelay(page);
  await expect(installPrompt(page)).toHaveCount(0);
  expect(JSON.parse((await stored(page, INSTALL_STORAGE_KEYS.localEvents)) ?? '[]')).toHaveLength(
    1,
  );
});

test('Cancel sets the skip flag and counts a close; the prompt stays away this session', async ({
  page,
}) => {
  await withoutTopPrompts(page);
  await offerInstallEvent(page);
  await page.goto('/m/home');
  await splashGone(page);
  await expect(installPrompt(page)).toBeVisible(AFTER_LOAD);
  await installPrompt(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(installPrompt(page)).toHaveCount(0);
  expect(await stored(page, INSTALL_STORAGE_KEYS.closeCount)).toBe('1');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), INSTALL_STORAGE_KEYS.skip)).toBe(
    '1',
  );
  await page.reload();
  await splashGone(page);
  await pastPromptDelay(page);
  await expect(installPrompt(page)).toHaveCount(0);
});

test('with no install event, the prompt shows anyway after the retries, with the manual steps', async ({
  page,
}) => {
  await withoutTopPrompts(page);
  await page.goto('/m/home');
  await splashGone(page);
  await expect(installPrompt(page)).toBeVisible(AFTER_LOAD);
  await expect(installPrompt(page)).toContainText('Open the browser menu');
  // The browser cannot install: Ok, and no Agree that would only close the sheet.
  await expect(installPrompt(page).getByRole('button')).toHaveText(['Ok']);
  expect(await stored(page, INSTALL_STORAGE_KEYS.missingPrompt)).toBe('1');
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('the prompt says how to add the app to the home screen by hand', async ({ page }) => {
    await withoutTopPrompts(page);
    await page.goto('/m/home');
    await splashGone(page);
    await expect(installPrompt(page)).toContainText(
      'Tap Share, then “Add to Home Screen”.',
      AFTER_LOAD,
    );
  });
});

test("a member's answers are in no cache after sign-out", async ({ page }) => {
  await logInThroughUi(page, '/m/login', DEMO.username, DEMO.password);
  await expect(page).toHaveURL('/m/home');
  await controlledByWorker(page);
  const token = (JSON.parse((await storedSession(page)) ?? '{}') as { token?: string }).token;
  expect(token).toBeTruthy();
  // Pages whose calls carry the member's data, opened under the worker.
  await page.goto('/m/member/home');
  await splashGone(page);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.goto('/m/wallet/history');
  await splashGone(page);
  await page.goto('/m/member/home');
  await splashGone(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/m/home');

  const entries = await cachedEntries(page);
  // The caches are there and read: the precache and the app page's copy.
  expect(entries.some((entry) => entry.url.includes('/m/assets/'))).toBe(true);
  expect(entries.some((entry) => new URL(entry.url).pathname === '/m/home')).toBe(true);
  expect(entries.filter((entry) => new URL(entry.url).pathname.startsWith('/wps/'))).toEqual([]);
  expect(entries.filter((entry) => entry.body.includes(token!)).map((entry) => entry.url)).toEqual(
    [],
  );
  expect(
    entries.filter((entry) => entry.body.includes(DEMO.username)).map((entry) => entry.url),
  ).toEqual([]);
});
