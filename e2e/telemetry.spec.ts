import { expect, test } from '@playwright/test';
import { DEMO, logInThroughUi } from './support/accounts';
import { splashGone } from './support/app';

const APP_IDS = 'appsflyerId=1700000000000-e2e&gpsAdid=660e1d86-6796-463a-be86-897993136018';

test('a first open pings with its attribution query and sends one timing beacon between 5 and 15 s', async ({
  page,
}) => {
  test.setTimeout(45_000);
  // Playwright does not show a beacon's Blob body: the page keeps a copy of what it sends.
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { beacons: string[] }).beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return original(url, data);
    };
  });
  const ping = page.waitForRequest((request) => request.url().includes('/wps/system/test/ping'));
  const beacon = page.waitForRequest((request) => request.url().endsWith('/wps/system/collect'), {
    timeout: 20_000,
  });
  await page.goto(`/m/home?affiliateCode=aff1&clickid=net-1&${APP_IDS}`);
  await splashGone(page);
  const pinged = new URL((await ping).url());
  expect(pinged.searchParams.get('affiliateCode')).toBe('aff1');
  expect(pinged.searchParams.get('clickId')).toBe('net-1');

  const sent = await beacon;
  const sentAt = await page.evaluate(() => performance.now());
  expect(sentAt).toBeGreaterThanOrEqual(5000);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.length))
    .toBe(1);
  const body = JSON.parse(
    await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons[0]!),
  ) as { value: { page: string; fcp: number; lcp: number; fs: number; status: number } };
  expect(body.value.page).toBe('/m/home');
  // Chromium supports all three: each was observed, none missed (-1) nor unsupported (-2).
  for (const metric of ['fcp', 'lcp', 'fs'] as const) {
    expect(body.value[metric]).toBeGreaterThan(0);
    expect(body.value[metric]).toBeLessThan(15_000);
  }
  expect(body.value.status).toBeGreaterThanOrEqual(-1);
  const answer = await sent.response();
  expect(answer?.status()).toBe(200);

  // Once per session: a reload sends no second beacon.
  let again = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/wps/system/collect')) again += 1;
  });
  await page.reload();
  await splashGone(page);
  await page.waitForTimeout(6_000);
  expect(again).toBe(0);
});

test('the app’s ids of the first URL reach the server with the member’s session, once', async ({
  page,
}) => {
  const tracked = page.waitForRequest((request) => request.url().endsWith('/wps/member/track/s2s'));
  await logInThroughUi(page, `/m/login?${APP_IDS}&clickid=net-2`, DEMO.username, DEMO.password);
  const request = await tracked;
  const body = request.postDataJSON() as {
    events: string;
    s2s: Record<string, string>;
  };
  expect(body.s2s).toEqual({
    appsflyerId: '1700000000000-e2e',
    gpsAdid: '660e1d86-6796-463a-be86-897993136018',
    clickId: 'net-2',
  });
  expect(JSON.parse(body.events)).toEqual([
    expect.objectContaining({ eventName: 'login', eventID: expect.stringMatching(/^login-/) }),
  ]);
  expect((await request.response())?.status()).toBe(200);
});
