import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** The manifest's icon sizes (SPEC section 9), and the one a home screen on iOS uses. */
export const ICON_SIZES = ['192', '256', '384', '512'] as const;
export type IconSize = (typeof ICON_SIZES)[number];
const APPLE_TOUCH_SIZE = 180;
/** A maskable icon's picture stays in the middle 80 %, the circle every launcher keeps. */
const MASKABLE_SAFE_ZONE = 0.8;

/** Where the icons made here are served: /m/icons/<content hash>-<size>.png. */
export const ICON_PATH_PREFIX = '/m/icons/';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

export interface MerchantIcons {
  manifest: ManifestIcon[];
  /** A PNG made from the merchant's SVG apple-touch-icon, when it configured an SVG. */
  appleTouchIcon?: string;
}

function typeOf(address: string): string {
  const extension = path.extname(address.split('?')[0] ?? '').toLowerCase();
  if (extension === '.svg') return 'image/svg+xml';
  if (extension === '.webp') return 'image/webp';
  if (extension === '.jpg' || extension === '.jpeg') return 'image/jpeg';
  return 'image/png';
}

/**
 * The PNG icons Chromium's install criteria ask for, made from the merchant's SVG when that is all
 * it configured (SPEC section 9: 192, 256, 384 and 512, and a maskable one). The pictures are
 * drawn with resvg once, at start (prepare) or on the first manifest, and kept in memory under a
 * name made of their content's hash, so they can be cached for good.
 */
export class AppIcons {
  private readonly files = new Map<string, Buffer>();
  private readonly sources = new Map<string, { svg: Buffer; hash: string } | null>();
  private readonly made = new WeakMap<MerchantConfig, MerchantIcons>();

  constructor(
    private readonly webDist: string,
    private readonly onError: (address: string, error: unknown) => void = () => undefined,
  ) {}

  /** Draws every merchant's icons now, so the first install asks for nothing to be drawn. */
  prepare(merchants: readonly MerchantConfig[]): void {
    for (const merchant of merchants) this.iconsOf(merchant);
  }

  /** A drawn icon by its file name under /m/icons/, or undefined. */
  file(name: string): Buffer | undefined {
    return this.files.get(name);
  }

  /** The merchant's manifest icons and apple touch icon, PNGs wherever its own were SVGs here. */
  iconsOf(merchant: MerchantConfig): MerchantIcons {
    const known = this.made.get(merchant);
    if (known) return known;
    const { pwa, apple_touch_icon: apple } = merchant.mobileTemplate;
    const manifest: ManifestIcon[] = ICON_SIZES.map((size) => {
      const address = pwa.icons[size];
      const png = this.png(address, Number(size));
      return png
        ? { src: png, sizes: `${size}x${size}`, type: 'image/png' }
        : { src: address, sizes: `${size}x${size}`, type: typeOf(address) };
    });
    // Only over a picture that draws by itself: a broken one would leave a plain square.
    const drawable = this.png(pwa.icons['512'], 512) !== undefined;
    const maskable = drawable ? this.png(pwa.icons['512'], 512, merchant.theme.primary) : undefined;
    if (maskable) {
      manifest.push({ src: maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' });
    }
    const appleTouchIcon = this.png(apple, APPLE_TOUCH_SIZE);
    const icons = { manifest, ...(appleTouchIcon ? { appleTouchIcon } : {}) };
    this.made.set(merchant, icons);
    return icons;
  }

  /** An SVG of this site's build, read once; null for anything else (remote, PNG, missing). */
  private source(address: string): { svg: Buffer; hash: string } | null {
    if (this.sources.has(address)) return this.sources.get(address) ?? null;
    let found: { svg: Buffer; hash: string } | null = null;
    const local = address.startsWith('/m/') && typeOf(address) === 'image/svg+xml';
    const file = path.resolve(this.webDist, `.${address.slice(2)}`);
    if (local && file.startsWith(path.resolve(this.webDist) + path.sep) && fs.existsSync(file)) {
      const svg = fs.readFileSync(file);
      found = { svg, hash: createHash('sha256').update(svg).digest('hex').slice(0, 16) };
    }
    this.sources.set(address, found);
    return found;
  }

  /**
   * The address of the address's SVG drawn as a square PNG of `size` pixels; with a background,
   * a maskable one (the picture in the safe zone on that colour). Undefined when it is no SVG
   * of this site or cannot be drawn.
   */
  private png(address: string, size: number, background?: string): string | undefined {
    const source = this.source(address);
    if (!source) return undefined;
    const name = `${source.hash}-${background ? `maskable-${background.slice(1)}-` : ''}${size}.png`;
    if (!this.files.has(name)) {
      try {
        this.files.set(name, draw(source.svg, size, background));
      } catch (error) {
        this.onError(address, error);
        return undefined;
      }
    }
    return ICON_PATH_PREFIX + name;
  }
}

function draw(svg: Buffer, size: number, background?: string): Buffer {
  let picture: string | Buffer = svg;
  if (background) {
    const inner = size * MASKABLE_SAFE_ZONE;
    const offset = (size - inner) / 2;
    picture =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" fill="${background}"/>` +
      `<image x="${offset}" y="${offset}" width="${inner}" height="${inner}" ` +
      `href="data:image/svg+xml;base64,${svg.toString('base64')}"/></svg>`;
  }
  const resvg = new Resvg(picture, { fitTo: { mode: 'width', value: size } });
  const rendered = resvg.render();
  if (rendered.width !== size || rendered.height !== size) {
    // A picture that is not square would be stretched by launchers: draw it in a square instead.
    return draw(squared(svg, resvg.width, resvg.height), size, background);
  }
  return Buffer.from(rendered.asPng());
}

/** The SVG centred in a square canvas of its longer side. */
function squared(svg: Buffer, width: number, height: number): Buffer {
  const side = Math.max(width, height);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
      `<image x="${(side - width) / 2}" y="${(side - height) / 2}" width="${width}" height="${height}" ` +
      `href="data:image/svg+xml;base64,${svg.toString('base64')}"/></svg>`,
  );
}
