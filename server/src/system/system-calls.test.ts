import { describe, expect, it } from 'vitest';
import { expectFailure, merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('system calls on $name', (kind) => {
  const merchant = merchantFactory({
    resources: [
      { resourceType: 'Android', url: 'https://play.google.com/store/apps/details?id=demo' },
      { resourceType: 'IOS', url: 'https://example.test/app.mobileconfig' },
    ],
  });
  const dark = merchantFactory({ theme: { ...merchant.theme, background: '#14101f' } });
  const host = merchant.hosts[0]!;
  const darkHost = dark.hosts[0]!;
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  const t = useTestApp(kind, { merchants: [merchant, dark] });

  it('GET /wps/system/country answers the merchant country and currency', async () => {
    const response = await get('/wps/system/country', { host });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: {
        countries: merchant.country.countries,
        countryCode: merchant.country.countryCode,
        countryDialingCode: merchant.country.countryDialingCode,
        currency: merchant.currency,
        currencySymbol: merchant.country.currencySymbol,
        currencyPosition: merchant.country.currencyPosition,
      },
    });
  });

  it('GET /wps/system/domainRoute lists the merchant hosts', async () => {
    const response = await get('/wps/system/domainRoute?device=MOBILE', { host });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { domainList: merchant.hosts.map((domainName) => ({ domainName })) },
    });
  });

  it('GET /wps/system/manifest.json answers the bare manifest', async () => {
    const response = await get('/wps/system/manifest.json?timestamp=1', { host });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest.success).toBeUndefined();
    expect(manifest).toMatchObject({
      name: merchant.mobileTemplate.pwa.title,
      display: 'standalone',
      orientation: 'portrait',
      scope: '/m/',
      start_url: '/m/home',
      theme_color: '#ffffff',
      related_applications: [
        { platform: 'play', url: 'https://play.google.com/store/apps/details?id=demo' },
      ],
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
    expect(manifest.icons[0].src).toBe(merchant.mobileTemplate.pwa.icons['192']);
  });

  it("gives a dark theme's manifest the background its splash is drawn on", async () => {
    const response = await get('/wps/system/manifest.json', { host: darkHost });
    expect(response.json()).toMatchObject({
      background_color: dark.theme.background,
      theme_color: '#ffffff',
    });
    const light = (await get('/wps/system/manifest.json', { host })).json();
    expect(light.background_color).toBe('#ffffff');
  });

  it.each(['/wps/system/country', '/wps/system/domainRoute', '/wps/system/manifest.json'])(
    '%s answers unknown_merchant for an unknown host or Merchant header',
    async (url) => {
      expectFailure(await get(url, { host: 'nobody.example.invalid' }), 400, 'unknown_merchant');
      expectFailure(
        await get(url, { host, merchant: 'no-such-merchant' }),
        400,
        'unknown_merchant',
      );
    },
  );
});

describe.each(testDatabases())('merchant isolation on $name', (kind) => {
  const first = merchantFactory({ currency: 'PHP', hosts: ['first.test', 'www.first.test'] });
  const second = merchantFactory({
    currency: 'VND',
    hosts: ['second.test'],
    country: { ...first.country, countryCode: 'VN', countryDialingCode: '+84' },
  });

  const t = useTestApp(kind, { merchants: [first, second] });

  it.each([
    ['first', first],
    ['second', second],
  ])('the %s merchant sees only its own status, country and domains', async (_name, merchant) => {
    const headers = { host: merchant.hosts[0]! };
    const status = (await t.app.inject({ url: '/wps/system/status', headers })).json().value;
    expect(status.merchantCode).toBe(merchant.code);
    const country = (await t.app.inject({ url: '/wps/system/country', headers })).json().value;
    expect(country).toMatchObject({
      currency: merchant.currency,
      countryCode: merchant.country.countryCode,
      countryDialingCode: merchant.country.countryDialingCode,
    });
    const domains = (await t.app.inject({ url: '/wps/system/domainRoute', headers })).json().value;
    expect(domains.domainList.map((d: { domainName: string }) => d.domainName)).toEqual(
      merchant.hosts,
    );
  });
});
