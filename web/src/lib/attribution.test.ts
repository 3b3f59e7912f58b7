import { afterEach, describe, expect, it } from 'vitest';
import {
  captureAttribution,
  readRegistrationInfo,
  registrationAttribution,
  storedConversion,
  storedPixelTrack,
} from './attribution';

afterEach(() => {
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('attribution capture in the browser', () => {
  it('keeps the registration info, click ids, first touch and conversion from the landing link', () => {
    captureAttribution(
      '?affiliateCode=aff1&r=friend1&tid=42&fbclid=fb-1&gclid=g-1&utm_campaign=spring',
      'Aff1.Site.Example',
      new Date('2026-11-01T10:00:00Z'),
    );
    // A later visit without parameters keeps all of it; the first touch stays the first.
    captureAttribution('', 'www.site.example', new Date('2026-11-02T10:00:00Z'));
    expect(readRegistrationInfo()).toEqual({
      affiliateCode: 'aff1',
      referralCode: 'FRIEND1',
      tid: 42,
      originalDomain: 'aff1.site.example',
    });
    expect(storedPixelTrack()).toEqual({ fbclid: 'fb-1', gclid: 'g-1' });
    expect(storedConversion()).toBe('fbclid:fb-1');
    const sent = registrationAttribution(
      'https://aff1.site.example/m/register',
      'aff1.site.example',
    );
    expect(sent).toEqual({
      affiliateCode: 'aff1',
      referralCode: 'FRIEND1',
      domain: 'aff1.site.example',
      linkId: 42,
      pixelTrack: { fbclid: 'fb-1', gclid: 'g-1' },
      registerUrl: 'https://aff1.site.example/m/register?affiliateCode=aff1&r=FRIEND1',
      campaign: 'spring',
      firstTouchAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('sends pixelTrack null and no linkId when nothing was captured, and drops a tid that is not a positive integer', () => {
    captureAttribution('?tid=abc', 'www.site.example');
    const sent = registrationAttribution('https://www.site.example/m/register', 'www.site.example');
    expect(sent.pixelTrack).toBeNull();
    expect(sent.linkId).toBeUndefined();
    expect(sent.affiliateCode).toBeUndefined();
  });

  it("reads fbc and fbp from Facebook's own cookies when the link carried none", () => {
    document.cookie = '_fbp=fb.1.123.456; Path=/';
    document.cookie = '_fbc=fb.1.123.click; Path=/';
    expect(storedPixelTrack()).toEqual({ fbp: 'fb.1.123.456', fbc: 'fb.1.123.click' });
  });

  it('ignores a tampered registration info', () => {
    localStorage.setItem(
      'lobby:registrationInfo',
      '{"tid":-3,"affiliateCode":"a\\u0000b","referralCode":5}',
    );
    expect(readRegistrationInfo()).toEqual({});
    localStorage.setItem('lobby:registrationInfo', 'not json');
    expect(readRegistrationInfo()).toEqual({});
  });
});
