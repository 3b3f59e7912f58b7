import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, trackEvents, type TrackedEventInput } from '@lobby/contract';
import { api } from './api';
import { captureAttribution } from './attribution';
import { onPixelEvents, type PixelEvent } from './pixel-bridge';
import { EVENT_CACHE_KEY, readEventCache, sendTrackedEvent } from './tracked-events-sender';

vi.mock('./api', () => ({ api: { call: vi.fn() } }));

const sentEvents = (): TrackedEventInput[] =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([call]) => call === trackEvents)
    .flatMap(([, options]) => (options as { body: { events: TrackedEventInput[] } }).body.events);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  vi.mocked(api.call).mockResolvedValue({ recorded: 1 });
});
afterEach(() => {
  vi.mocked(api.call).mockReset();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe('tracked events (SPEC sections 3, 4 and 9)', () => {
  it('sends firstOpen and the home-screen first open once per device, with an ID the server dedupes', async () => {
    await sendTrackedEvent('firstOpen', {});
    await sendTrackedEvent('firstOpen', {});
    await sendTrackedEvent('a2hsFirstOpen', {});
    await sendTrackedEvent('a2hsFirstOpen', {});
    // A new session on the same device sends neither again.
    sessionStorage.clear();
    await sendTrackedEvent('firstOpen', {});
    const names = sentEvents().map((event) => event.eventName);
    expect(names).toEqual(['firstOpen', 'a2hsFirstOpen']);
    expect(sentEvents()[0]!.eventID).toMatch(/^firstOpen-/);
  });

  it('sends viewContent once per session', async () => {
    await sendTrackedEvent('viewContent', {});
    await sendTrackedEvent('viewContent', {});
    expect(sentEvents()).toHaveLength(1);
    sessionStorage.clear();
    await sendTrackedEvent('viewContent', {});
    expect(sentEvents()).toHaveLength(2);
  });

  it("feeds the pixels and the server the same eventID, with the landing link's attribution", async () => {
    const fired: PixelEvent[] = [];
    onPixelEvents((...event) => fired.push(event));
    captureAttribution(
      '?affiliateCode=aff5&fbclid=fb-7&tid=12&utm_campaign=c1',
      'www.site.example',
    );
    await sendTrackedEvent('login', { payload: { currency: 'TLB' } });
    const [event] = sentEvents();
    // The events of earlier tests were held until the pixels loaded, and reach them now.
    expect(fired.map(([name]) => name)).toContain('firstOpen');
    const login = fired.filter(([name]) => name === 'login');
    expect(login).toHaveLength(1);
    expect(login[0]![1]).toBe(event!.eventID);
    expect(event).toMatchObject({
      eventName: 'login',
      payload: { affiliateCode: 'aff5', currency: 'TLB' },
      value: { fbclid: 'fb-7', tid: 12, campaign: 'c1', channel: 'fbclid' },
    });
  });

  it('keeps an event the server did not take in the cache, sends it with the next, and clears it after 600 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.mocked(api.call).mockRejectedValueOnce(new Error('offline'));
    await expect(sendTrackedEvent('downloadApp', {})).rejects.toThrow('offline');
    expect(readEventCache()).toHaveLength(1);
    await sendTrackedEvent('login', {});
    expect(sentEvents().map((event) => event.eventName)).toEqual([
      'downloadApp',
      'downloadApp',
      'login',
    ]);
    expect(localStorage.getItem(EVENT_CACHE_KEY)).toBeNull();

    vi.mocked(api.call).mockRejectedValue(new Error('offline'));
    await expect(sendTrackedEvent('gameLaunch', {})).rejects.toThrow('offline');
    expect(readEventCache()).toHaveLength(1);
    vi.setSystemTime(Date.now() + LIMITS.eventCacheClearMs - 1);
    expect(readEventCache()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    expect(readEventCache()).toHaveLength(0);
  });
});
