import { expect, test, type Page } from '@playwright/test';
import { asNewPhone, fillRegistration, storedSession, uniqueUsername } from './support/accounts';
import { categoryStrip, snap, splashGone, withoutTopPrompts } from './support/app';
import { BASE_URL } from './support/environment';

/** What the server stored of the signed-in member's attribution (GET /wps/member/attribution). */
async function storedAttribution(page: Page) {
  const { token } = JSON.parse((await storedSession(page)) ?? '{}') as { token?: string };
  expect(token).toBeTruthy();
  const response = await page.request.get('/wps/member/attribution', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: Record<string, unknown> }).value;
}

const landing =
  '/m/home?affiliateCode=e2eaff&r=friend42&fbclid=fb-e2e-click&tid=77&utm_campaign=e2e-spring';

test('a visit with affiliateCode, r, fbclid and tid, then registration, stores all four with the member', async ({
  page,
}, testInfo) => {
  await withoutTopPrompts(page);
  await asNewPhone(page);
  await page.goto(landing);
  await splashGone(page);

  // The tracking parameters survive in-app navigation (tid and the campaign ride in storage).
  await categoryStrip(page).getByRole('link', { name: 'Sports' }).click();
  await expect(page).toHaveURL(/\/m\/sports\?.*affiliateCode=e2eaff/);
  expect(new URL(page.url()).searchParams.get('r')).toBe('friend42');
  expect(new URL(page.url()).searchParams.get('fbclid')).toBe('fb-e2e-click');

  // The click id is kept in its 90-day cookie and the ad click in the 1-day conversion cookie.
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toEqual(expect.arrayContaining(['lobby_at_fbclid', 'lobby_conv', 'lobby_at_first']));
  const cookies = await page.context().cookies();
  const days = (name: string) => {
    const cookie = cookies.find((entry) => entry.name === name)!;
    return Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000);
  };
  expect(days('lobby_at_fbclid')).toBe(90);
  expect(days('lobby_conv')).toBe(1);

  // A later page load without any parameter still registers with them.
  await page.goto('/m/register');
  await splashGone(page);
  const username = uniqueUsername('attr');
  await fillRegistration(page, username);
  await snap(page, testInfo, 'attribution-register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect.poll(async () => (await storedSession(page)) !== null).toBe(true);

  const stored = await storedAttribution(page);
  expect(stored).toMatchObject({
    affiliateCode: 'e2eaff',
    referralCode: 'FRIEND42',
    linkId: 77,
    campaign: 'e2e-spring',
    clickSource: 'fbclid',
    pixelTrack: { fbclid: 'fb-e2e-click' },
    domain: new URL(BASE_URL).host,
  });
  expect(String(stored.registerUrl)).toContain('affiliateCode=e2eaff');
  expect(String(stored.registerUrl)).toContain('r=FRIEND42');
});

test('a merchant with no configured pixels asks no third-party origin, and sends its first events', async ({
  page,
}) => {
  await withoutTopPrompts(page);
  await asNewPhone(page);
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/track/events') {
      const body = request.postDataJSON() as { events: { eventName: string }[] };
      events.push(...body.events.map((event) => event.eventName));
    }
  });
  await page.goto('/m/home?fbclid=no-pixels');
  await splashGone(page);
  await expect.poll(() => events).toEqual(expect.arrayContaining(['firstOpen', 'viewContent']));
  await page.goto('/m/register');
  await splashGone(page);
  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([new URL(BASE_URL).origin]);
  expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window || 'gtag' in window)).toBe(
    false,
  );
  // firstOpen goes once per device: the second page load sends it no more.
  expect(events.filter((name) => name === 'firstOpen')).toHaveLength(1);
});
