import { PWA } from '../core/constants.js';
import type { MobileTemplate, Theme } from './system-calls.js';

/** True for an address the page may load an icon from: https, or a path on its own site. */
function isIconAddress(address: string): boolean {
  return address.startsWith('https://') || (address.startsWith('/') && !address.startsWith('//'));
}

/**
 * The tab icon of a merchant (SPEC section 5): its https favicon, else one made from its own app
 * icon, never another merchant's; null when it has neither.
 */
export function faviconOf(template: Pick<MobileTemplate, 'favicon' | 'pwa'>): string | null {
  if (template.favicon.startsWith('https://')) return template.favicon;
  const icon = template.pwa.icons['192'];
  return isIconAddress(icon) ? icon : null;
}

/** How bright a #rgb or #rrggbb colour is: WCAG relative luminance, 0 black to 1 white. */
export function relativeLuminance(colour: string): number {
  const hex = colour.slice(1);
  const full = hex.length < 6 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The manifest's background_color: SPEC section 9's white, unless the merchant chose a dark
 * theme; then its own background, the colour its splash is drawn on, so launching never flashes
 * white.
 */
export function manifestBackgroundColour(theme: Pick<Theme, 'background'>): string {
  return relativeLuminance(theme.background) < 0.2 ? theme.background : PWA.themeColor;
}
