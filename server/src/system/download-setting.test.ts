import { describe, expect, it } from 'vitest';
import { calls, DEFAULTS, LIMITS } from '@lobby/contract';
import { expectValue, merchantFactory, send, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('WPSCORE_getDownloadSetting on $name', (kind) => {
  const resources = [
    { resourceType: 'IOS' as const, url: 'https://apps.apple.com/app/id123' },
    { resourceType: 'MOBILECONFIG' as const, url: 'https://cdn.example/lite.mobileconfig' },
    { resourceType: 'Android' as const, url: 'https://play.google.com/store/apps/details?id=x' },
    { resourceType: 'Android' as const, url: 'https://cdn.example/app.apk' },
    { resourceType: 'AppDownloadIcon' as const, url: 'https://cdn.example/icon.png' },
  ];
  const base = merchantFactory();
  const merchant = merchantFactory({
    resources,
    download: {
      ...base.download,
      appName: 'Shop App',
      bar: { enabled: true, requireLogin: true, vipRankLevel: 3 },
      upgrade: { latestVersion: '2.6.0', mandatory: true },
      domains: {
        'aff7.partner.test': [{ resourceType: 'Android', url: 'https://cdn.example/aff7.apk' }],
      },
    },
  });
  const bare = merchantFactory({
    resources: [],
    download: {
      ...base.download,
      appName: '',
      upgrade: { latestVersion: null, mandatory: false },
      domains: {},
    },
  });
  const t = useTestApp(kind, { merchants: [merchant, bare] });

  const setting = async (on = merchant, query?: Record<string, string>, host?: string) =>
    expectValue(
      await send(t.app, on, calls.downloadSetting, undefined, { query, host }),
      calls.downloadSetting,
    );

  it('answers only links that are downloads, with the bar, popup and upgrade settings', async () => {
    const value = await setting();
    expect(value).toEqual({
      domain: merchant.hosts[0],
      appName: 'Shop App',
      appIcon: 'https://cdn.example/icon.png',
      links: {
        ios: null,
        iosLite: 'https://cdn.example/lite.mobileconfig',
        android: 'https://cdn.example/app.apk',
      },
      bar: { enabled: true, requireLogin: true, vipRankLevel: 3 },
      popup: {
        enabled: true,
        waitMs: LIMITS.downloadPopupWaitMs,
        banners: [...DEFAULTS.downloadPopupBanners],
        iosLiteKey: 'MOBILECONFIG',
        androidKey: 'Android',
        iosLite: 'https://cdn.example/lite.mobileconfig',
        android: 'https://cdn.example/app.apk',
      },
      upgrade: { latestVersion: '2.6.0', mandatory: true },
    });
  });

  it("gives a domain the merchant names its own links, the rest from the merchant's resources", async () => {
    const value = await setting(merchant, { domain: 'AFF7.partner.test:443' });
    expect(value.domain).toBe('aff7.partner.test');
    expect(value.links.android).toBe('https://cdn.example/aff7.apk');
    expect(value.popup.android).toBe('https://cdn.example/aff7.apk');
    expect(value.links.iosLite).toBe('https://cdn.example/lite.mobileconfig');
    expect((await setting(merchant, { domain: 'elsewhere.test' })).links.android).toBe(
      'https://cdn.example/app.apk',
    );
  });

  it("without download resources offers no link, and names the app by the merchant's PWA title", async () => {
    const value = await setting(bare);
    expect(value.links).toEqual({ ios: null, iosLite: null, android: null });
    expect(value.popup.iosLite).toBeNull();
    expect(value.appName).toBe(bare.mobileTemplate.pwa.title);
    expect(value.upgrade).toEqual({ latestVersion: null, mandatory: false });
  });

  it('refuses a domain that is too long or carries control characters', async () => {
    const response = await send(t.app, merchant, calls.downloadSetting, undefined, {
      query: { domain: 'a\u0001b' },
    });
    expect(response.statusCode).toBe(400);
  });
});
