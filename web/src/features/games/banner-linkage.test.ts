import { describe, expect, it } from 'vitest';
import { bannerAction } from './banner-linkage';

const ORIGIN = 'https://www.site.example';
const member = { signedIn: true, origin: ORIGIN };
const visitor = { signedIn: false, origin: ORIGIN };
const banner = (linkageType: 'P' | 'URL' | 'G' | 'NONE', linkage: string) => ({
  linkageType,
  linkage,
});

describe('banner linkage (SPEC section 2)', () => {
  it('P opens the activity with its id', () => {
    expect(bannerAction(banner('P', '42'), visitor)).toEqual({
      kind: 'navigate',
      to: '/m/activity?id=42',
    });
    expect(bannerAction(banner('P', 'a&b'), member)).toEqual({
      kind: 'navigate',
      to: '/m/activity?id=a%26b',
    });
  });

  it('URL to a /m/ page of this site navigates in the app', () => {
    expect(bannerAction(banner('URL', '/m/rng'), visitor)).toEqual({
      kind: 'navigate',
      to: '/m/rng',
    });
    expect(bannerAction(banner('URL', '/m/activity?id=7#top'), member)).toEqual({
      kind: 'navigate',
      to: '/m/activity?id=7#top',
    });
    expect(bannerAction(banner('URL', `${ORIGIN}/m/live`), member)).toEqual({
      kind: 'navigate',
      to: '/m/live',
    });
  });

  it('URL to another site opens it in a new tab, through a hand-off for a member', () => {
    expect(bannerAction(banner('URL', 'https://partner.example/promo?x=1'), member)).toEqual({
      kind: 'external',
      url: 'https://partner.example/promo?x=1',
      handoff: true,
    });
    expect(bannerAction(banner('URL', 'http://partner.example/'), visitor)).toEqual({
      kind: 'external',
      url: 'http://partner.example/',
      handoff: false,
    });
  });

  it('refuses a link with user-info, for a visitor as for a member', () => {
    for (const link of [
      'http://host@evil.example/',
      `${ORIGIN}@evil.example/m/home`,
      'https://user:pass@partner.example/promo',
      'https://@partner.example/',
      `https://user@${ORIGIN.slice('https://'.length)}/m/live`,
    ]) {
      for (const context of [visitor, member]) {
        expect(bannerAction(banner('URL', link), context), link).toEqual({ kind: 'none' });
      }
    }
  });

  it('G launches its game', () => {
    expect(bannerAction(banner('G', 'demo-slot-1'), visitor)).toEqual({
      kind: 'game',
      gameId: 'demo-slot-1',
    });
  });

  it('ignores unsafe, unknown and empty links', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.example/m/home',
      '/\\evil.example',
      '/m//evil.example',
      'data:text/html,hi',
      'mailto:a@b.example',
      '/promo',
      ' ',
      'https://evil.example/\nx',
    ]) {
      expect(bannerAction(banner('URL', link), member)).toEqual({ kind: 'none' });
    }
    expect(bannerAction(banner('NONE', '/m/rng'), member)).toEqual({ kind: 'none' });
    expect(bannerAction(banner('G', ''), member)).toEqual({ kind: 'none' });
  });
});
