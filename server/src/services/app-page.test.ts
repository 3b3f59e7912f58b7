import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../test/factories.js';
import { acceptedLanguages, renderAppPage } from './app-page.js';

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

describe('renderAppPage', () => {
  const merchant = merchantFactory({
    name: 'Café <Royal> & "Co"',
    languages: ['EN', 'UR', 'TH'],
    defaultLanguage: 'TH',
  });

  it("writes the merchant's colours, name and theme colour into the page", () => {
    const page = renderAppPage(template, merchant, undefined);
    expect(page).toContain(`--primary:${merchant.theme.primary};`);
    expect(page).toContain(`--bg:${merchant.theme.background}`);
    expect(page).toContain('<title>Café &#60;Royal&#62; &#38; &#34;Co&#34;</title>');
    expect(page).toContain(`<meta name="theme-color" content="${merchant.theme.surface}"`);
  });

  it('sets the likely language and direction from Accept-Language among the merchant languages', () => {
    expect(renderAppPage(template, merchant, 'ur-PK,ur;q=0.9')).toContain(
      '<html lang="ur" dir="rtl">',
    );
    expect(renderAppPage(template, merchant, 'de-DE')).toContain('<html lang="th" dir="ltr">');
    expect(renderAppPage(template, merchant, 'es, en;q=0.5')).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it('applies a favicon and a splash image only from https URLs', () => {
    const insecure = merchantFactory({
      mobileTemplate: {
        ...merchant.mobileTemplate,
        favicon: 'http://cdn.example/icon.png',
        splash: 'http://cdn.example/splash.png',
      },
    });
    const insecurePage = renderAppPage(template, insecure, undefined);
    expect(insecurePage).not.toContain('cdn.example');
    const secure = merchantFactory({
      mobileTemplate: {
        ...merchant.mobileTemplate,
        favicon: 'https://cdn.example/icon.png',
        splash: 'https://cdn.example/splash.png',
      },
    });
    const securePage = renderAppPage(template, secure, undefined);
    expect(securePage).toContain('<link rel="icon" href="https://cdn.example/icon.png">');
    expect(securePage).toContain('url("https://cdn.example/splash.png")');
  });
});
