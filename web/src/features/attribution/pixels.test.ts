import { afterEach, describe, expect, it } from 'vitest';
import { pixelScript, type PixelConfig } from '@lobby/contract';
import { loadPixels } from './pixels';

type Globals = Window & Record<string, unknown>;
const w = window as unknown as Globals;

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  for (const name of [
    'fbq',
    '_fbq',
    'ttq',
    'gtag',
    'dataLayer',
    'bge',
    'bgdataLayer',
    'twq',
    'kwaiq',
    'partnerPixel',
  ]) {
    delete w[name];
  }
});

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe("the merchant's pixels", () => {
  it('loads nothing when none is configured', () => {
    loadPixels([])('viewContent', 'event-1', {});
    expect(scripts()).toEqual([]);
    expect(w.fbq).toBeUndefined();
  });

  it("loads each configured network's script once and feeds every pixel the same eventID", () => {
    const calls: unknown[][] = [];
    w.partnerPixel = (...args: unknown[]) => calls.push(args);
    const pixels: PixelConfig[] = [
      { provider: 'facebook', id: '111' },
      { provider: 'facebook', id: '222' },
      { provider: 'gtag', id: 'G-TEST1' },
      {
        provider: 'custom',
        id: 'p1',
        scriptUrl: 'https://pixel.partner.example/p.js',
        hook: 'partnerPixel',
        origins: [],
      },
    ];
    const fire = loadPixels(pixels);
    expect(scripts()).toEqual([
      pixelScript(pixels[0]!),
      pixelScript(pixels[2]!),
      'https://pixel.partner.example/p.js',
    ]);
    fire('register', 'event-42', { value: 1 });
    const fbq = (w.fbq as unknown as { queue: unknown[][] }).queue;
    expect(fbq).toContainEqual(['init', '111']);
    expect(fbq).toContainEqual(['init', '222']);
    expect(fbq).toContainEqual([
      'track',
      'CompleteRegistration',
      { value: 1 },
      { eventID: 'event-42' },
    ]);
    const layer = w.dataLayer as IArguments[];
    expect(layer.map((args) => [...args])).toContainEqual([
      'event',
      'sign_up',
      { value: 1, event_id: 'event-42' },
    ]);
    expect(calls).toEqual([['track', 'register', { value: 1 }, { eventID: 'event-42' }]]);
  });

  it('sends an event a network has no standard name for under its own name', () => {
    const fire = loadPixels([{ provider: 'facebook', id: '111' }]);
    fire('gameLaunch', 'event-7', {});
    const fbq = (w.fbq as unknown as { queue: unknown[][] }).queue;
    expect(fbq).toContainEqual(['trackCustom', 'gameLaunch', {}, { eventID: 'event-7' }]);
  });
});
