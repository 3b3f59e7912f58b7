import { expect, test, type Page } from '@playwright/test';
import { calls, LIMITS } from '@lobby/contract';
import { browserKeys, fakePushService } from '../server/test/fake-push-service';
import { BASE_URL, PUSH_SERVICE_PORT } from './support/environment';
import { withoutTopPrompts } from './support/app';
import { INSTALL_DECLINED_ONLY_STATE } from './support/install-prompt';
import { addOperatorSession } from './support/signed-in';

// Push needs the service worker running; the phone starts with permission granted (below).
test.use({ serviceWorkers: 'allow', storageState: INSTALL_DECLINED_ONLY_STATE });
// The permission modal waits its turn: a visit the download bar or referral banner holds has none.
test.beforeEach(async ({ page }) => withoutTopPrompts(page));

/**
 * Offline there is no browser push service: the page's PushManager answers with an FCM
 * subscription holding keys this test keeps (so it can read what arrives), and the server's
 * PUSH_SERVICE_URL sends it to the local fake push service.
 */
function subscribeAtFake(page: Page, web: { endpoint: string; auth: string; p256dh: string }) {
  return page.addInitScript((sub) => {
    const state = window as unknown as { fakeSub?: object; subscribedWith?: string };
    const toBase64Url = (buffer: ArrayBuffer | ArrayBufferView) => {
      const bytes = new Uint8Array(ArrayBuffer.isView(buffer) ? buffer.buffer : buffer);
      return btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    PushManager.prototype.getSubscription = async () =>
      (state.fakeSub ?? null) as PushSubscription | null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      state.subscribedWith = key && typeof key !== 'string' ? toBase64Url(key) : String(key);
      state.fakeSub = {
        endpoint: sub.endpoint,
        toJSON: () => ({ endpoint: sub.endpoint, keys: { auth: sub.auth, p256dh: sub.p256dh } }),
      };
      return state.fakeSub as PushSubscription;
    };
  }, web);
}

test('granting permission registers the subscription, and a push shows its notification', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const fake = await fakePushService({ port: PUSH_SERVICE_PORT });
  try {
    const keys = browserKeys();
    const endpoint = fake.endpoint(`e2e-${Date.now()}`);
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    await subscribeAtFake(page, { endpoint, auth: keys.auth, p256dh: keys.p256dh });

    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith(calls.fcmSubscribe.path) && response.ok(),
      { timeout: 60_000 },
    );
    const started = Date.now();
    await page.goto('/m/home');
    const registered = await page.waitForResponse(
      (response) =>
        response.url().endsWith(calls.pushRegister.path) && response.request().method() === 'POST',
      { timeout: 60_000 },
    );
    // Registration waits its 10 s after permission (SPEC section 9).
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.pushRegistrationDelayMs);
    expect(registered.status()).toBe(200);
    expect(registered.request().postDataJSON()).toEqual({
      web: { endpoint, auth: keys.auth, p256dh: keys.p256dh },
    });
    await subscribed;
    const status = (await (await request.get('/wps/system/status')).json()) as {
      value: { phoneProvider: { vapidKey: string } };
    };
    expect(await page.evaluate(() => (window as { subscribedWith?: string }).subscribedWith)).toBe(
      status.value.phoneProvider.vapidKey,
    );

    // The server knows it: a marketing operator's push from the console's Push page reaches the
    // fake push service, and decrypts to what was sent.
    // The demo marketing operator's console session (signed in for the run), in this browser.
    await addOperatorSession(context, 'marketing');
    const ops = await context.newPage();
    await ops.setViewportSize({ width: 1280, height: 800 });
    await ops.goto('/ops/dashboard');
    await ops
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Push' })
      .click();
    await ops.getByLabel('Title').fill('Weekend bonus');
    await ops.getByLabel('Message').fill('Claim it today');
    await ops.getByLabel('Link').fill('/m/promotions');
    await ops.getByRole('button', { name: 'Send' }).click();
    await expect(ops.getByRole('status').filter({ hasText: 'Queued for' })).toBeVisible();
    await ops.screenshot({ scale: 'css', path: test.info().outputPath('ops-push-page.png') });
    await ops.close();
    await expect
      .poll(() => fake.received.filter((push) => push.path === new URL(endpoint).pathname).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const received = fake.received.find((push) => push.path === new URL(endpoint).pathname)!;
    const payload = keys.decrypt(received.body);
    expect(JSON.parse(payload)).toEqual({
      title: 'Weekend bonus',
      body: 'Claim it today',
      url: '/m/promotions',
    });

    // What the push service would hand the browser, delivered to the worker through DevTools.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((item) => item.scopeURL === `${BASE_URL}/m/`);
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: BASE_URL,
      registrationId: await registrationId,
      data: payload,
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration('/m/');
            const shown = (await registration?.getNotifications()) ?? [];
            return shown.map((item) => ({ title: item.title, body: item.body, data: item.data }));
          }),
        { timeout: 10_000 },
      )
      .toEqual([
        { title: 'Weekend bonus', body: 'Claim it today', data: { url: '/m/promotions' } },
      ]);
  } finally {
    await fake.close();
  }
});

test('the permission modal shows at most once a day, and Not now asks nothing of the browser', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const modal = page.getByRole('alertdialog', { name: 'Notifications' });
  await page.goto('/m/home');
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText('Turn on notifications');
  await page.screenshot({ scale: 'css', path: test.info().outputPath('push-modal-en.png') });
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(modal).toBeHidden();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.reload();
  await page.waitForFunction(() => document.readyState === 'complete', undefined, {
    timeout: 30_000,
  });
  await page.waitForTimeout(3000);
  await expect(modal).toBeHidden();
  // A day later it may ask again.
  await page.evaluate(
    (dayMs) => localStorage.setItem('lobby:pushPromptAt', String(Date.now() - dayMs - 1)),
    LIMITS.pushPromptPerMs,
  );
  await page.reload();
  await expect(modal).toBeVisible({ timeout: 30_000 });
});

test('the permission modal reads right to left in Urdu at 320 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => localStorage.setItem('lobby.language', 'UR'));
  await page.goto('/m/home');
  const modal = page.getByRole('alertdialog', { name: 'نوٹیفکیشنز حاصل کریں' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const box = (await modal.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await page.screenshot({ scale: 'css', path: test.info().outputPath('push-modal-ur-320.png') });
});
