import { describe, expect, it } from 'vitest';
import { faviconOf, manifestBackgroundColour, relativeLuminance } from './brand.js';

const icons = (address: string) => ({
  '192': address,
  '256': address,
  '384': address,
  '512': address,
});
const template = (favicon: string, icon: string) => ({
  favicon,
  pwa: { title: 'Neon Palace', icons: icons(icon) },
});

describe('faviconOf', () => {
  it("takes the merchant's https favicon first", () => {
    expect(faviconOf(template('https://cdn.example/fav.png', '/m/brand/neon/icon.svg'))).toBe(
      'https://cdn.example/fav.png',
    );
  });

  it("without one, makes it from the merchant's own app icon", () => {
    expect(faviconOf(template('', '/m/brand/neon/icon.svg'))).toBe('/m/brand/neon/icon.svg');
    expect(faviconOf(template('http://cdn.example/fav.png', 'https://cdn.example/i.png'))).toBe(
      'https://cdn.example/i.png',
    );
  });

  it('answers nothing rather than an icon from an insecure or foreign-relative address', () => {
    expect(faviconOf(template('', 'http://cdn.example/i.png'))).toBeNull();
    expect(faviconOf(template('', '//cdn.example/i.png'))).toBeNull();
    expect(faviconOf(template('', 'javascript:alert(1)'))).toBeNull();
    expect(faviconOf(template('', ''))).toBeNull();
  });
});

describe('manifestBackgroundColour', () => {
  it("keeps SPEC's white for a light theme", () => {
    expect(manifestBackgroundColour({ background: '#f3f5f4' })).toBe('#ffffff');
    expect(manifestBackgroundColour({ background: '#fff' })).toBe('#ffffff');
  });

  it("takes a dark theme's own background, the colour of its splash", () => {
    expect(manifestBackgroundColour({ background: '#14101f' })).toBe('#14101f');
    expect(manifestBackgroundColour({ background: '#000' })).toBe('#000');
  });

  it('measures luminance as WCAG does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });
});
