import { describe, expect, it } from 'vitest';
import { CATEGORY_PATHS } from '@lobby/contract';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())(
  'search engines: meta block, robots.txt and sitemap on $name',
  (kind) => {
    const merchant = merchantFactory({ languages: ['EN', 'JA'], defaultLanguage: 'EN' });
    merchant.hosts = [`www.${merchant.code}.test`, `${merchant.code}.test`];
    const www = merchant.hosts[0]!;
    const bare = merchant.hosts[1]!;
    const t = useTestApp(kind, { merchants: [merchant] });
    const get = (url: string, host: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { host, ...headers } });

    it('writes the page title, description, canonical, hreflang and Open Graph on an indexable page of a www host', async () => {
      const response = await get('/m/sports', www);
      const page = response.body;
      expect(page).toContain(`<title>Sports | ${merchant.name}</title>`);
      expect(page).toContain(
        `<meta name="description" content="${merchant.name}: sports, live casino, slots and lottery on your phone.">`,
      );
      expect(page).toContain('<meta name="robots" content="index,follow">');
      expect(page).toContain(`<link rel="canonical" href="http://${www}/m/sports">`);
      expect(page).toContain(`<link rel="alternate" hreflang="en" href="http://${www}/m/sports">`);
      expect(page).toContain(
        `<link rel="alternate" hreflang="ja" href="http://${www}/m/sports?lang=JA">`,
      );
      expect(page).toContain(
        `<link rel="alternate" hreflang="x-default" href="http://${www}/m/sports">`,
      );
      expect(page).toContain(`<meta property="og:title" content="Sports | ${merchant.name}">`);
      expect(page).toContain('<meta property="og:locale" content="en">');
      expect(response.headers['x-robots-tag']).toBeUndefined();
      // One title only: the template's is replaced.
      expect(page.match(/<title>/g)).toHaveLength(1);
    });

    it('writes the page in the language its alternate names', async () => {
      const page = (await get('/m/sports?lang=JA', www)).body;
      expect(page).toContain('<html lang="ja"');
      expect(page).toContain(`<title>スポーツ | ${merchant.name}</title>`);
      expect(page).toContain(`<link rel="canonical" href="http://${www}/m/sports?lang=JA">`);
      expect(page).toContain('<meta property="og:locale" content="ja">');
    });

    it('titles an entry page with the merchant name alone', async () => {
      const page = (await get('/m/', www)).body;
      expect(page).toContain(`<title>${merchant.name}</title>`);
      expect(page).toContain('<meta name="robots" content="index,follow">');
    });

    it('keeps every other host and path out of search engines, without alternates', async () => {
      for (const [url, host] of [
        ['/m/sports', bare],
        ['/m/member/home', www],
        ['/m/login', www],
        ['/m/sports/extra', www],
      ] as const) {
        const response = await get(url, host);
        expect(response.body, `${host}${url}`).toContain(
          '<meta name="robots" content="noindex,nofollow">',
        );
        expect(response.body).not.toContain('rel="alternate"');
        expect(response.headers['x-robots-tag']).toBe('noindex');
      }
    });

    it('answers robots.txt per host: the sitemap on a www host, nothing allowed elsewhere', async () => {
      const onWww = await get('/robots.txt', www);
      expect(onWww.statusCode).toBe(200);
      expect(onWww.headers['content-type']).toMatch(/^text\/plain/);
      expect(onWww.body).toContain('Allow: /m/');
      expect(onWww.body).toContain(`Sitemap: http://${www}/sitemap.xml`);
      const elsewhere = await get('/robots.txt', bare);
      expect(elsewhere.body).toBe('User-agent: *\nDisallow: /\n');
      expect((await get('/robots.txt', 'localhost')).body).toContain(
        'Sitemap: http://localhost/sitemap.xml',
      );
    });

    it('answers a sitemap per host: the entry and category pages with their languages on a www host, none elsewhere', async () => {
      const sitemap = await get('/sitemap.xml', www);
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual([
        `http://${www}/m/`,
        ...CATEGORY_PATHS.map((path) => `http://${www}${path}`),
      ]);
      expect(sitemap.body).toContain(
        `<xhtml:link rel="alternate" hreflang="ja" href="http://${www}/m/sports?lang=JA"/>`,
      );
      const elsewhere = await get('/sitemap.xml', bare);
      expect(elsewhere.body).not.toContain('<url>');
      expect((await get('/sitemap.xml', 'unknown.example')).statusCode).toBe(404);
    });
  },
);
