import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import demo from '../../../merchants/demo.json' with { type: 'json' };
import { merchantConfigSchema, type MerchantConfig } from '../core/merchant-config.js';
import { AppIcons, ICON_PATH_PREFIX } from './app-icons.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-icons-'));
fs.mkdirSync(path.join(webDist, 'brand', 'x'), { recursive: true });
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
  '<rect width="64" height="64" fill="#0b6b3a"/></svg>';
fs.writeFileSync(path.join(webDist, 'brand', 'x', 'icon.svg'), svg);
fs.writeFileSync(
  path.join(webDist, 'brand', 'x', 'wide.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100"/></svg>',
);
fs.writeFileSync(path.join(webDist, 'brand', 'x', 'broken.svg'), '<svg not really');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

function merchantWith(icons: Record<'192' | '256' | '384' | '512', string>, apple = icons['192']) {
  return merchantConfigSchema.parse({
    ...demo,
    mobileTemplate: {
      ...demo.mobileTemplate,
      pwa: { title: 'X', icons },
      apple_touch_icon: apple,
    },
  }) as MerchantConfig;
}

const all = (address: string) => ({
  '192': address,
  '256': address,
  '384': address,
  '512': address,
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('AppIcons', () => {
  it('draws PNGs at 192, 256, 384 and 512, a maskable 512 and a 180 apple icon from a local SVG', () => {
    const icons = new AppIcons(webDist);
    const made = icons.iconsOf(merchantWith(all('/m/brand/x/icon.svg')));
    expect(made.manifest.map(({ sizes, type, purpose }) => [sizes, type, purpose])).toEqual([
      ['192x192', 'image/png', undefined],
      ['256x256', 'image/png', undefined],
      ['384x384', 'image/png', undefined],
      ['512x512', 'image/png', undefined],
      ['512x512', 'image/png', 'maskable'],
    ]);
    for (const icon of made.manifest) {
      expect(icon.src.startsWith(ICON_PATH_PREFIX)).toBe(true);
      const png = icons.file(icon.src.slice(ICON_PATH_PREFIX.length));
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(png!)).toEqual([side, side]);
    }
    expect(made.appleTouchIcon).toMatch(/^\/m\/icons\/[0-9a-f]{16}-180\.png$/);
    expect(pngSize(icons.file(made.appleTouchIcon!.slice(ICON_PATH_PREFIX.length))!)).toEqual([
      180, 180,
    ]);
  });

  it('names each picture by its content, so the same SVG draws once and another gets new names', () => {
    const icons = new AppIcons(webDist);
    const first = icons.iconsOf(merchantWith(all('/m/brand/x/icon.svg')));
    const again = icons.iconsOf(merchantWith(all('/m/brand/x/icon.svg')));
    expect(again.manifest).toEqual(first.manifest);
    const wide = icons.iconsOf(merchantWith(all('/m/brand/x/wide.svg')));
    expect(wide.manifest[0]!.src).not.toBe(first.manifest[0]!.src);
  });

  it('draws a picture that is not square in a square', () => {
    const icons = new AppIcons(webDist);
    const made = icons.iconsOf(merchantWith(all('/m/brand/x/wide.svg')));
    const png = icons.file(made.manifest[0]!.src.slice(ICON_PATH_PREFIX.length))!;
    expect(pngSize(png)).toEqual([192, 192]);
  });

  it('keeps icons it cannot draw as configured: remote, PNG, missing, outside the build, broken', () => {
    const onError = vi.fn();
    const icons = new AppIcons(webDist, onError);
    for (const address of [
      'https://cdn.example/icon.svg',
      '/m/brand/x/icon.png',
      '/m/brand/x/missing.svg',
      '/m/../../etc/passwd.svg',
      '/m/brand/x/broken.svg',
    ]) {
      const made = icons.iconsOf(merchantWith(all(address)));
      expect(made.manifest.map((icon) => icon.src)).toEqual([address, address, address, address]);
      expect(made.appleTouchIcon).toBeUndefined();
    }
    expect(onError).toHaveBeenCalled();
    expect(onError.mock.calls.every(([address]) => address === '/m/brand/x/broken.svg')).toBe(true);
  });

  it('prepare draws every merchant at start', () => {
    const icons = new AppIcons(webDist);
    const merchant = merchantWith(all('/m/brand/x/icon.svg'));
    icons.prepare([merchant]);
    const name = icons.iconsOf(merchant).manifest[3]!.src.slice(ICON_PATH_PREFIX.length);
    expect(icons.file(name)).toBeDefined();
    expect(icons.file('nothing.png')).toBeUndefined();
  });
});
