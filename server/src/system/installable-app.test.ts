import { describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('the installable app on $name', (kind) => {
  const base = merchantFactory();
  const svgIcon = '/m/brand/test/icon.svg';
  // Only an SVG of this site's build is configured (test/fixtures/web-dist/brand/test/icon.svg).
  const merchant = merchantFactory({
    mobileTemplate: {
      ...base.mobileTemplate,
      pwa: {
        title: 'Icon Test',
        icons: { '192': svgIcon, '256': svgIcon, '384': svgIcon, '512': svgIcon },
      },
      apple_touch_icon: svgIcon,
    },
  });
  const host = merchant.hosts[0]!;
  const get = (url: string) => t.app.inject({ url, headers: { host } });

  const t = useTestApp(kind, { merchants: [merchant] });

  it('the manifest lists PNG icons at 192, 256, 384 and 512 and a maskable one, made from the SVG', async () => {
    const manifest = (await get('/wps/system/manifest.json')).json();
    expect(manifest.id).toBe('/m/home');
    expect(
      manifest.icons.map(({ sizes, type, purpose }: Record<string, string>) => [
        sizes,
        type,
        purpose ?? 'any',
      ]),
    ).toEqual([
      ['192x192', 'image/png', 'any'],
      ['256x256', 'image/png', 'any'],
      ['384x384', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await get(icon.src);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('the app page links a PNG apple touch icon and the favicon', async () => {
    const page = (await get('/m/home')).body;
    const apple = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(page)?.[1];
    expect(apple).toMatch(/^\/m\/icons\/[0-9a-f]{16}-180\.png$/);
    expect((await get(apple!)).statusCode).toBe(200);
    expect(page).toContain(`<link rel="icon" href="${svgIcon}">`);
  });

  it('an icon that was never drawn is not found', async () => {
    expect((await get('/m/icons/0000000000000000-192.png')).statusCode).toBe(404);
  });

  it.each(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'])(
    '%s answers the build asset manifest, never cached without asking',
    async (url) => {
      const response = await get(`${url}?timestamp=1`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toMatchObject({ hash: 'fixture0123456789' });
    },
  );
});
