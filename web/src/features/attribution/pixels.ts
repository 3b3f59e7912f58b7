import { pixelEventName, pixelScript, PIXEL_PROVIDERS, type PixelConfig } from '@lobby/contract';
import type { PixelEvent } from '../../lib/pixel-bridge';

/* Each network's documented queue stub, so calls made before its script arrives are kept. */

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type Globals = Window & Record<string, unknown>;
const w = window as unknown as Globals;

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** A function that queues its arguments in `queue` until the network's script replaces it. */
function queueingFunction(name: string, run?: string): Queue {
  if (typeof w[name] === 'function') return w[name] as Queue;
  const fn = function (...args: unknown[]) {
    const target = fn as Queue;
    if (run && typeof target[run] === 'function') (target[run] as Queue)(...args);
    else (target.queue as unknown[]).push(args);
  } as Queue;
  fn.queue = [];
  fn.push = fn;
  fn.loaded = true;
  fn.version = '2.0';
  w[name] = fn;
  return fn;
}

/** An array-backed tracker (TikTok's ttq, Kwai's kwaiq) whose methods queue [method, ...args]. */
function methodQueue(name: string, methods: readonly string[]): Queue {
  const queue = (w[name] ??= []) as unknown as Queue & unknown[];
  for (const method of methods) {
    queue[method] ??= (...args: unknown[]) => queue.push([method, ...args]);
  }
  return queue;
}

const dataLayer = (name = 'dataLayer') => (w[name] ??= []) as unknown[];

/** Starts one pixel; answers how it is told of an event. */
function start(pixel: PixelConfig): (event: PixelEvent) => void {
  const { provider, id } = pixel;
  const name = (event: PixelEvent) => pixelEventName(provider, event[0]);
  switch (provider) {
    case 'facebook': {
      const fbq = queueingFunction('fbq', 'callMethod');
      w._fbq ??= fbq;
      fbq('init', id);
      fbq('track', 'PageView');
      const standard = new Set(Object.values(PIXEL_PROVIDERS.facebook.events));
      return (event) =>
        fbq(standard.has(name(event)) ? 'track' : 'trackCustom', name(event), event[2], {
          eventID: event[1],
        });
    }
    case 'tiktok': {
      w.TiktokAnalyticsObject = 'ttq';
      const ttq = methodQueue('ttq', ['page', 'track', 'identify', 'instances', 'ready']);
      ttq._i ??= {};
      (ttq._i as Record<string, unknown>)[id] = [];
      ttq._t ??= {};
      (ttq._t as Record<string, number>)[id] = Date.now();
      (ttq.page as Queue)();
      return (event) => (ttq.track as Queue)(name(event), event[2], { event_id: event[1] });
    }
    case 'kwai': {
      w.KwaiAnalyticsObject = 'kwaiq';
      const kwaiq = methodQueue('kwaiq', ['load', 'page', 'track', 'instance', 'ready']);
      (kwaiq.load as Queue)(id);
      (kwaiq.page as Queue)();
      return (event) => (kwaiq.track as Queue)(name(event), { ...event[2], event_id: event[1] });
    }
    case 'gtag': {
      const layer = dataLayer();
      const gtag = (w.gtag ??= function (...args: unknown[]) {
        layer.push(args);
      }) as Queue;
      gtag('js', new Date());
      gtag('config', id);
      return (event) => gtag('event', name(event), { ...event[2], event_id: event[1] });
    }
    case 'gtm': {
      const layer = dataLayer();
      // GTM's own start key (not a translation key).
      layer.push({ [['gtm', 'start'].join('.')]: Date.now(), event: 'gtm.js' });
      return (event) => layer.push({ event: name(event), eventID: event[1], ...event[2] });
    }
    case 'bigo': {
      const layer = dataLayer('bgdataLayer');
      const bge = (w.bge ??= function (...args: unknown[]) {
        layer.push(args);
      }) as Queue;
      bge('init', id);
      return (event) => bge('event', name(event), { ...event[2], event_id: event[1] });
    }
    case 'twitter': {
      const twq = queueingFunction('twq', 'exe');
      twq.version = '1.1';
      twq('config', id);
      return (event) => twq('event', name(event), { ...event[2], conversion_id: event[1] });
    }
    case 'custom': {
      return (event) => {
        const hook = w[pixel.hook];
        if (typeof hook === 'function') hook('track', event[0], event[2], { eventID: event[1] });
      };
    }
  }
}

/**
 * Loads the merchant's configured pixels (and nothing when none is): each network's stub, then
 * its script. Answers how every pixel is told of an event.
 */
export function loadPixels(pixels: readonly PixelConfig[]): (...event: PixelEvent) => void {
  const loaded = new Set<string>();
  const senders = pixels.map((pixel) => {
    const send = start(pixel);
    const src = pixelScript(pixel);
    // One script per network and id (gtag and gtm share none; two Facebook ids share one).
    if (!loaded.has(src)) {
      loaded.add(src);
      loadScript(src);
    }
    return send;
  });
  return (...event) => {
    for (const send of senders) {
      try {
        send(event);
      } catch {
        // A network's script failing never stops the others or the page.
      }
    }
  };
}
