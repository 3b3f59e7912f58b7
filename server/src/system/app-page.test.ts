import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../test/factories.js';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { acceptedLanguages, pageLanguage, renderAppPage } from './app-page.js';

const template =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#ffffff" /><title>Lobby</title></head><body></body></html>';

describe('acceptedLanguages', () => {
  it('orders tags by quality, then by position, and drops q=0 and *', () => {
    expect(acceptedLanguages('th;q=0.5, ur-PK, en;q=0.8, *;q=0.1, de;q=0')).toEqual([
      'ur-PK',
      'en',
      'th',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

function render(merchant: MerchantConfig, acceptLanguage: string | undefined): string {
  return renderAppPage(template, merchant, pageLanguage(merchant, acceptLanguage));
}

describe('renderAppPage', () => {
  const merchant = merchantFactory({
    name: 'Café <Royal> & "Co"',
    languages: ['EN', 'UR', 'TH'],
    defaultLanguage: 'TH',
  });

  it("writes the merchant's colours, name and theme colour into the page", () => {
    const page = render(merchant, undefined);
    expect(page).toContain(`--primary:${merchant.theme.primary};`);
    expect(page).toContain(`--bg:${merchant.theme.background}`);
    expect(page).toContain('<title>Café &#60;Royal&#62; &#38; &#34;Co&#34;</title>');
    expect(page).toContain(`<meta name="theme-color" content="${merchant.theme.surface}"`);
  });

  it('sets the likely language and direction from Accept-Language among the merchant languages', () => {
    expect(render(merchant, 'ur-PK,ur;q=0.9')).toContain('<html lang="ur" dir="rtl">');
    expect(render(merchant, 'de-DE')).toContain('<html lang="th" dir="ltr">');
    expect(render(merchant, 'es, en;q=0.5')).toContain('<html lang="en" dir="ltr">');
  });

  it('applies a favicon and a splash image only from https URLs', () => {
    const insecure = merchantFactory({
      mobileTemplate: {
        ...merchant.mobileTemplate,
        favicon: 'http://cdn.example/icon.png',
        splash: 'http://cdn.example/splash.png',
      },
    });
    const insecurePage = render(insecure, undefined);
    expect(insecurePage).not.toContain('cdn.example');
    const secure = merchantFactory({
      mobileTemplate: {
        ...merchant.mobileTemplate,
        favicon: 'https://cdn.example/icon.png',
        splash: 'https://cdn.example/splash.png',
      },
    });
    const securePage = render(secure, undefined);
    expect(securePage).toContain('<link rel="icon" href="https://cdn.example/icon.png">');
    expect(securePage).toContain('url("https://cdn.example/splash.png")');
  });

  it("gives a merchant without a favicon its own icon, never the template's demo star", () => {
    const withStar = template.replace(
      '<title>',
      '<link rel="icon" href="/m/favicon.svg" type="image/svg+xml" /><title>',
    );
    const neon = merchantFactory({
      mobileTemplate: {
        ...merchant.mobileTemplate,
        favicon: '',
        pwa: {
          ...merchant.mobileTemplate.pwa,
          icons: { '192': '/m/brand/neon/icon.svg', '256': '/x', '384': '/x', '512': '/x' },
        },
      },
    });
    const page = renderAppPage(withStar, neon, 'EN');
    expect(page).not.toContain('/m/favicon.svg');
    expect(page.match(/<link rel="icon"[^>]*>/g)).toEqual([
      '<link rel="icon" href="/m/brand/neon/icon.svg">',
    ]);
  });

  it("fetches the merchant's logo with the page, so the header's first paint has it", () => {
    const page = render(merchant, undefined);
    expect(page).toContain(
      `<link rel="preload" as="image" href="${merchant.mobileTemplate.h5_logo}">`,
    );
  });

  it('carries first-paint data that no text inside it can break out of, and preloads the first banner', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & done';
    const data = {
      language: 'EN',
      at: 1,
      status: { title: hostile },
      banners: {
        group: 'm_home',
        banners: [{ url: '/wps/games/image/1?a=1&b="2"', title: hostile }],
      },
    } as unknown as FirstPaintData;
    const page = renderAppPage(template, merchant, 'EN', data);
    const opening = `<script id="${FIRST_PAINT_ELEMENT_ID}" type="application/json">`;
    const start = page.indexOf(opening) + opening.length;
    const inlined = page.slice(start, page.indexOf('</script>', start));
    // The only end of the element is its own: the hostile title stays inside the JSON.
    expect(page.split('</script>')).toHaveLength(2);
    expect(inlined).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inlined)).toEqual(data);
    expect(page).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/wps/games/image/1?a=1&#38;b=&#34;2&#34;">',
    );
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('asks for the scripts and styles it is given beside the entry, their addresses escaped', () => {
    const page = renderAppPage(template, merchant, 'EN', undefined, {
      scripts: ['/m/assets/EN-1.js', '/m/assets/x.js?a=1&b="2"'],
      styles: ['/m/assets/games-3.css'],
    });
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/m/assets/EN-1.js">');
    expect(page).toContain('href="/m/assets/x.js?a=1&#38;b=&#34;2&#34;"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/m/assets/games-3.css">');
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf('games-3.css')).toBeLessThan(page.indexOf('</head>'));
  });

  it('with a still first screen, starts the app through boot.js once it has painted', () => {
    const built = template
      .replace(
        '</head>',
        '<script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/m/assets/deps-2.js"></head>',
      )
      .replace('<body></body>', '<body><div id="root"></div></body>');
    const screen = '<div id="first-screen" class="app" aria-hidden="true"></div>';
    const preloads = { scripts: ['/m/assets/EN-1.js'], styles: ['/m/assets/games-3.css'] };
    const page = renderAppPage(built, merchant, 'EN', undefined, preloads, undefined, screen);
    expect(page).toContain(`<div id="root"></div>${screen}`);
    expect(page).toContain(
      '<script src="/m/boot.js" defer data-entry="/m/assets/index-1.js" data-preload="/m/assets/deps-2.js /m/assets/EN-1.js"></script>',
    );
    // No script is fetched beside the first screen's styles and pictures, nor run before it paints.
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/m/assets/games-3.css">');
    expect(page).toContain('#root:not(:empty)+#first-screen{display:none}');
    expect(page).toContain('#splash{animation:splash-out 0s 900ms forwards}');

    const plain = renderAppPage(built, merchant, 'EN', undefined, preloads);
    expect(plain).toContain('<script type="module" crossorigin src="/m/assets/index-1.js">');
    expect(plain).not.toContain('boot.js');
    expect(plain).not.toContain('first-screen');
  });

  it('carries nothing without first-paint data', () => {
    expect(render(merchant, undefined)).not.toContain(FIRST_PAINT_ELEMENT_ID);
  });
});
