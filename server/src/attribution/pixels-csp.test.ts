import { describe, expect, it } from 'vitest';
import { calls, PIXEL_PROVIDERS, pixelOrigins } from '@lobby/contract';
import { expectValue, merchantFactory, send, testDatabases, useTestApp } from '../../test/index.js';

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const thirdParty = (sources: string[] | undefined) =>
  (sources ?? []).filter((source) => /^https:\/\//.test(source));

describe.each(testDatabases())("the pixels' Content-Security-Policy on $name", (kind) => {
  const withPixels = merchantFactory({
    pixels: [
      { provider: 'facebook', id: '1234567890' },
      { provider: 'tiktok', id: 'CABCDEF' },
      {
        provider: 'custom',
        id: 'p1',
        scriptUrl: 'https://pixel.partner.example/p.js',
        hook: 'partnerPixel',
        origins: ['https://collect.partner.example/'],
      },
    ],
  });
  const gtagOnly = merchantFactory({ pixels: [{ provider: 'gtag', id: 'G-ABC123' }] });
  const none = merchantFactory();
  const t = useTestApp(kind, { merchants: [withPixels, gtagOnly, none] });
  const policyOf = async (host: string, url = '/m/home') =>
    directives(
      (await t.app.inject({ url, headers: { host } })).headers['content-security-policy'] as string,
    );

  it("allows exactly the configured pixels' origins in scripts and requests", async () => {
    const expected = [
      ...PIXEL_PROVIDERS.facebook.origins,
      ...PIXEL_PROVIDERS.tiktok.origins,
      'https://pixel.partner.example',
      'https://collect.partner.example',
    ].sort();
    expect(pixelOrigins(withPixels.pixels)).toEqual(expected);
    const policy = await policyOf(withPixels.hosts[0]!);
    expect(thirdParty(policy.get('script-src')).sort()).toEqual(expected);
    expect(thirdParty(policy.get('connect-src')).sort()).toEqual(expected);
    const gtag = await policyOf(gtagOnly.hosts[0]!);
    expect(thirdParty(gtag.get('script-src')).sort()).toEqual(
      [...PIXEL_PROVIDERS.gtag.origins].sort(),
    );
    expect(gtag.get('script-src')).not.toContain('https://connect.facebook.net');
  });

  it('allows no third-party script or request origin for a merchant without pixels', async () => {
    const policy = await policyOf(none.hosts[0]!);
    expect(thirdParty(policy.get('script-src'))).toEqual([]);
    expect(thirdParty(policy.get('connect-src'))).toEqual([]);
  });

  it('hands web the configured pixels in status, and none for a merchant without', async () => {
    const status = async (merchant: typeof none) =>
      expectValue(await send(t.app, merchant, calls.systemStatus), calls.systemStatus).pixels;
    expect(await status(withPixels)).toEqual(withPixels.pixels);
    expect(await status(none)).toEqual([]);
  });
});
