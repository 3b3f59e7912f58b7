import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectFailure,
  merchantFactory,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

const appScript = '<script type="module" src="/m/assets/app-abc123.js"></script>';

/** The app page of the fixture build, written for a merchant: its script and its brand. */
function expectAppPage(body: string): void {
  expect(body).toContain(appScript);
  expect(body).toMatch(/<style id="brand">:root\{--primary:#[0-9a-f]{6};/);
}

describe.each(testDatabases())('static web on $name', (kind) => {
  const merchant = merchantFactory();
  const host = merchant.hosts[0]!;
  const get = (url: string, headers: Record<string, string> = { host }) =>
    t.app.inject({ url, headers });

  const t = useTestApp(kind, { merchants: [merchant] });

  it.each(['/', '/m', '/m/', '/m/index.html', '/m/home', '/m/login', '/m/home?affiliateCode=x'])(
    '%s answers the app page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectAppPage(response.body);
    },
  );

  it('answers the app page with a 404 status for a route the app does not know', async () => {
    const response = await get('/m/whatever');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectAppPage(response.body);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await get('/m/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/m/brand/test/app.mobileconfig', 'application/x-apple-aspen-config'],
    ['/m/brand/test/app.apk', 'application/vnd.android.package-archive'],
  ])('serves the app download %s as %s', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it.each(['/m/assets/missing.js', '/wps/nope', '/elsewhere'])(
    '%s answers a not_found failure',
    async (url) => {
      const response = await get(url);
      expectFailure(response, 404, 'not_found');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('answers a POST to an app path with not_found, not the page', async () => {
    expectFailure(await t.app.inject({ method: 'POST', url: '/m/home' }), 404, 'not_found');
  });

  it.each([
    ['www.example.test', '/m/sports', false],
    ['localhost', '/', false],
    ['www.example.test', '/m/', false],
    [host, '/m/sports', true],
    ['www.example.test', '/m/home', true],
    ['www.example.test', '/m/login', true],
    ['localhost', '/m/whatever', true],
  ])('on %s, %s has noindex: %s', async (onHost, url, noindex) => {
    const response = await get(url, { host: onHost });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    if (noindex) expect(response.headers['x-robots-tag']).toBe('noindex');
    else expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it.each(['/m/home', '/m/assets/app-abc123.js', '/wps/system/status', '/wps/nope'])(
    '%s carries the security headers',
    async (url) => {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});

describe.each(testDatabases())('static web without a build on $name', (kind) => {
  const merchant = merchantFactory();

  const t = useTestApp(kind, {
    merchants: [merchant],
    config: { webDist: path.join(testConfig().webDist, 'does-not-exist') },
  });

  it('answers 503 with a hint to run npm run build', async () => {
    const response = await t.app.inject({ url: '/m/', headers: { host: merchant.hosts[0]! } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: merchant.hosts[0]! },
    });
    expect(response.statusCode).toBe(200);
  });
});
