import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { expectValue, merchantFactory, send, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases().slice(0, 1))('the console app on $name', (kind) => {
  const merchant = merchantFactory({ ops: { languages: ['TH'] } });
  const t = useTestApp(kind, { merchants: [merchant] });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: merchant.hosts[0]! } });

  it('answers its page, never cached, at /ops/ and every page path, with the strict policy', async () => {
    for (const url of ['/ops/', '/ops/audit', '/ops/members/42', '/ops/sign-in?next=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('/ops/static/index-test.js');
    }
    expect((await get('/ops')).headers.location).toBe('/ops/');
  });

  it('serves its hashed files for a year, and never the page for a call or a missing file', async () => {
    const file = await get('/ops/static/index-test.js');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/ops/static/missing.js', '/ops/api/nothing']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    }
  });

  it("tells the console the merchant, EN and the staff's languages, and the currency", async () => {
    const value = expectValue(
      await send(t.app, merchant, calls.operatorConsole),
      calls.operatorConsole,
    );
    expect(value).toEqual({
      merchantCode: merchant.code,
      merchantName: merchant.name,
      languages: ['EN', 'TH'],
      currency: merchant.currency,
      minorDigits: 2,
    });
  });
});
