import { describe, expect, it } from 'vitest';
import type { Banner, DownloadSetting, FirstPaintData, GameCard, Lane } from '@lobby/contract';
import { merchantFactory } from '../../test/factories.js';
import { renderFirstScreen, type FirstScreenRequest } from './first-screen-html.js';
import { presentStatus } from './system-presenter.js';

const ANDROID = 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

const banner: Banner = {
  id: 'welcome',
  groupName: 'm_home',
  title: 'Welcome',
  caption: { title: 'Bonus </script><img src=x onerror=alert(1)>', action: 'Claim "now"' },
  url: '/wps/catalogue/image/banner-welcome',
  linkageType: 'NONE',
  linkage: '',
  roomId: null,
  nodeId: null,
  gameType: null,
  vendor: null,
};

const download: DownloadSetting = {
  domain: 'localhost',
  appName: 'Lucky',
  appIcon: '/m/icon.svg',
  links: { ios: null, iosLite: null, android: '/m/lucky.apk' },
  bar: { enabled: true, requireLogin: false, vipRankLevel: null },
  popup: {
    enabled: false,
    waitMs: 20_000,
    banners: [],
    iosLiteKey: 'MOBILECONFIG',
    androidKey: 'Android',
    iosLite: null,
    android: null,
  },
  upgrade: { mandatory: false, latestVersion: '1.0.0' },
};

function dataFor(overrides: Parameters<typeof merchantFactory>[0] = {}): FirstPaintData {
  const merchant = merchantFactory(overrides);
  const client = { ip: '203.0.113.9', country: undefined, now: new Date('2026-11-25T12:00:00Z') };
  return {
    language: 'EN',
    at: client.now.getTime(),
    status: presentStatus(merchant, client, null),
    download,
    banners: { group: 'm_home', banners: [banner] },
  };
}

const request = (pathname: string, more: Partial<FirstScreenRequest> = {}): FirstScreenRequest => ({
  pathname,
  search: '',
  userAgent: ANDROID,
  ...more,
});

const card = (index: number): GameCard => ({
  gameId: `g${index}`,
  nodeId: 'n',
  accountTypeName: 'TCG',
  vendorName: 'TCG Gaming',
  displayName: index === 0 ? 'Dragon <b>Fortune</b>' : `Game ${index}`,
  freeplay: false,
  hot: false,
  ordinal: index,
  image: `/wps/catalogue/image/game-${index}`,
  gameClassify: 'RNG',
  lottery: null,
});

const lane = (cards: number): Lane => ({
  title: 'Slots',
  gameClassify: 'RNG',
  category: 'RNG',
  ordinal: 1,
  gameCount: cards,
  vendors: [
    { code: 'TCG', name: 'TCG Gaming', gameCount: cards },
    { code: 'LSG', name: 'Lucky Star', gameCount: 0 },
  ],
  cards: Array.from({ length: cards }, (_, index) => card(index)),
});

function withLanes(lanes: Lane[], display: 'grid' | 'matches' = 'grid'): FirstPaintData {
  return {
    ...dataFor(),
    banners: undefined,
    lanes: {
      category: 'RNG',
      data: {
        lanes,
        mapping: {},
        sorting: ['RNG'],
        vendorSorting: {},
        display: { RNG: display },
        ordinal: {},
      },
    },
  };
}

describe('renderFirstScreen', () => {
  it("draws the home page's header and first banner, its words escaped", () => {
    const html = renderFirstScreen(dataFor(), request('/m/home'));
    expect(html).toMatch(/^<div id="first-screen" class="app" aria-hidden="true">/);
    expect(html).toContain('<header class="header">');
    expect(html).toContain('<img src="/wps/catalogue/image/banner-welcome" alt="" width="720"');
    expect(html).toContain('Bonus &#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('Claim &#34;now&#34;');
    expect(html).not.toContain('</script>');
    expect(html).not.toContain('<img src=x');
  });

  it("keeps the referral banner's room while the referral promotion runs, beside the download bar's", () => {
    const room = '<aside class="referral-banner" data-unless-session="lobby.referralBannerClosed">';
    const running = {
      APP_DOWNLOAD: { enabled: false, count: 0 },
      REFERRAL: { enabled: true, count: 1 },
    };
    const withReferral = { ...dataFor(), available: running };
    const desktop = request('/m/home', { userAgent: DESKTOP });
    expect(renderFirstScreen(withReferral, desktop)).toContain(room);
    // Both are strips in the page, not prompts over it: a phone gets the bar and the banner.
    const phone = renderFirstScreen(withReferral, request('/m/home'));
    expect(phone).toContain('<div class="download-bar-slot"');
    expect(phone).toContain(room);
    const stopped = { ...running, REFERRAL: { enabled: false, count: 0 } };
    expect(renderFirstScreen({ ...dataFor(), available: stopped }, desktop)).not.toContain(room);
  });

  it('holds nothing to press: the app brings the controls', () => {
    const html = renderFirstScreen(dataFor(), request('/m/'));
    expect(html).not.toMatch(/<(a|button|select|textarea)\b|<input(?! disabled>)/);
    expect(html).not.toMatch(/tabindex/);
  });

  it("keeps the download bar's room where the app will show the bar to this visitor", () => {
    const room = '<div class="download-bar-slot"';
    // Closed this session, or opened by the merchant's app: boot.js takes the room away.
    expect(renderFirstScreen(dataFor(), request('/m/home'))).toContain(
      '<div class="download-bar-slot" data-unless-session="hideDownloadBar lobby:inApp"></div>',
    );
    expect(renderFirstScreen(dataFor(), request('/m/home', { userAgent: DESKTOP }))).not.toContain(
      room,
    );
    expect(
      renderFirstScreen(dataFor(), request('/m/home', { search: '?hideDownloadBar=1' })),
    ).not.toContain(room);
    expect(renderFirstScreen(dataFor(), request('/m/home', { search: '?inApp=1' }))).not.toContain(
      room,
    );
    const merchantApp = dataFor({
      games: { ...merchantFactory().games, appUserAgentMarker: 'LuckyApp' },
    });
    expect(renderFirstScreen(merchantApp, request('/m/home'))).toContain(room);
    const inApp = request('/m/home', { userAgent: `${ANDROID} LuckyApp/2.5.0` });
    expect(renderFirstScreen(merchantApp, inApp)).not.toContain(room);
    // The sign-in page has no download bar.
    expect(renderFirstScreen(dataFor(), request('/m/login'))).not.toContain(room);
  });

  it('draws the header alone on the sign-in pages, and nothing on pages with art of their own', () => {
    const login = renderFirstScreen(dataFor(), request('/m/login'));
    expect(login).toContain('<img class="logo"');
    expect(login).not.toContain('banner');
    expect(renderFirstScreen(dataFor(), request('/m/register'))).toContain('<header');
    expect(renderFirstScreen(dataFor(), request('/m/news'))).toBe('');
    expect(renderFirstScreen(dataFor(), request('/m/memberHome'))).toBe('');
  });

  it("draws a category's title line, search and vendor rooms and its first six cards", () => {
    const html = renderFirstScreen(withLanes([lane(9)]), request('/m/rng'));
    expect(html).toContain('<h1 class="page-title">&nbsp;</h1>');
    expect(html).toContain('<div class="pill-tabs vendor-tabs">');
    expect(html.match(/<li class="game-cell">/g)).toHaveLength(6);
    expect(html).toContain('<img src="/wps/catalogue/image/game-0" alt="" width="200"');
    expect(html).toContain('Dragon &#60;b&#62;Fortune&#60;/b&#62;');
    expect(html).not.toContain('game-6');
  });

  it('pictures no category whose app draws titled lanes, matches or nothing', () => {
    expect(renderFirstScreen(withLanes([lane(3), lane(3)]), request('/m/rng'))).toBe('');
    expect(renderFirstScreen(withLanes([lane(3)], 'matches'), request('/m/rng'))).toBe('');
    expect(renderFirstScreen(withLanes([lane(0)]), request('/m/rng'))).toBe('');
    expect(renderFirstScreen(dataFor(), request('/m/rng'))).toBe('');
  });

  it('draws nothing for a sign-in link, whose token the app takes out of the address at once', () => {
    expect(renderFirstScreen(dataFor(), request('/m/home', { search: '?token=abc123' }))).toBe('');
    expect(renderFirstScreen(dataFor(), request('/m/', { search: '?r=x&tokens=abc123' }))).toBe('');
  });

  it('draws nothing under maintenance, or without first-paint data', () => {
    expect(renderFirstScreen(dataFor({ maintenance: { enabled: true } }), request('/m/home'))).toBe(
      '',
    );
    expect(renderFirstScreen(undefined, request('/m/home'))).toBe('');
  });
});
