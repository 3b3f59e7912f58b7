/**
 * What each pixel network needs: its script, the origins its page must allow
 * (Content-Security-Policy) and the name each tracked event takes on it. Kept apart from the
 * merchant file's schema (pixels.ts) so the first page, which reads only the schema, carries none
 * of it.
 */

import type { PixelConfig, PixelProviderName } from './pixels.js';
import type { BrowserEventName } from './tracked-events.js';

export interface PixelProvider {
  /** The script the page loads for a pixel id. */
  script(id: string): string;
  /** Every origin the pixel's script, requests and beacons use. */
  origins: readonly string[];
  /** The network's name for a tracked event; events without one are sent under their own name. */
  events: Partial<Record<BrowserEventName, string>>;
}

export const PIXEL_PROVIDERS: Record<PixelProviderName, PixelProvider> = {
  facebook: {
    script: () => 'https://connect.facebook.net/en_US/fbevents.js',
    origins: ['https://connect.facebook.net', 'https://www.facebook.com'],
    events: {
      register: 'CompleteRegistration',
      viewContent: 'ViewContent',
      startTrial: 'StartTrial',
    },
  },
  tiktok: {
    script: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${id}&lib=ttq`,
    origins: ['https://analytics.tiktok.com'],
    events: {
      register: 'CompleteRegistration',
      viewContent: 'ViewContent',
      downloadApp: 'Download',
    },
  },
  kwai: {
    script: () => 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js',
    origins: ['https://s1.kwai.net', 'https://www.adsnebula.com'],
    events: {
      register: 'EVENT_COMPLETE_REGISTRATION',
      viewContent: 'EVENT_CONTENT_VIEW',
      downloadApp: 'EVENT_DOWNLOAD',
    },
  },
  gtag: {
    script: (id) => `https://www.googletagmanager.com/gtag/js?id=${id}`,
    origins: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    events: { register: 'sign_up', login: 'login', viewContent: 'view_item' },
  },
  gtm: {
    script: (id) => `https://www.googletagmanager.com/gtm.js?id=${id}`,
    origins: ['https://www.googletagmanager.com'],
    events: {},
  },
  bigo: {
    script: (id) => `https://api.imotech.video/ad/events.js?pixel_id=${id}`,
    origins: ['https://api.imotech.video'],
    events: { register: 'ec_register', viewContent: 'page_view', downloadApp: 'app_download' },
  },
  twitter: {
    script: () => 'https://static.ads-twitter.com/uwt.js',
    origins: ['https://static.ads-twitter.com', 'https://analytics.twitter.com', 'https://t.co'],
    events: { register: 'CompleteRegistration', viewContent: 'PageView' },
  },
};

/** The script a configured pixel loads. */
export function pixelScript(pixel: PixelConfig): string {
  return pixel.provider === 'custom'
    ? pixel.scriptUrl
    : PIXEL_PROVIDERS[pixel.provider].script(pixel.id);
}

/** Every origin the configured pixels need, sorted, each once: a page with none allows none. */
export function pixelOrigins(pixels: readonly PixelConfig[]): string[] {
  const origins = pixels.flatMap((pixel) =>
    pixel.provider === 'custom'
      ? [new URL(pixel.scriptUrl).origin, ...pixel.origins.map((url) => new URL(url).origin)]
      : PIXEL_PROVIDERS[pixel.provider].origins,
  );
  return [...new Set(origins)].sort();
}

/** The name a tracked event takes on a network. */
export function pixelEventName(
  provider: PixelProviderName | 'custom',
  event: BrowserEventName,
): string {
  return provider === 'custom' ? event : (PIXEL_PROVIDERS[provider].events[event] ?? event);
}
