import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affiliateCodeOf,
  ATTRIBUTION_BOUNDS,
  clickSourceOf,
  CLICK_ID_FIELDS,
  conversionOf,
  eventCurrency,
  linkIdOf,
  nextRegistrationInfo,
  NO_CLICK_SOURCE,
  normalizeAffiliateCode,
  PIXEL_TRACK_FIELDS,
  pixelTrackFromQuery,
  pixelTrackOf,
  registerUrlOf,
} from './attribution.js';
import { INT4_MAX } from '../core/bounds.js';
import { memberRegister } from '../accounts/registration-calls.js';
import { trackEvents } from './attribution-calls.js';
import { LIMITS } from '../core/constants.js';
import { BROWSER_EVENTS, MONEY_EVENTS } from './tracked-events.js';

const code = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const query = (entries: Record<string, string>) => `?${new URLSearchParams(entries).toString()}`;

describe('attribution capture (SPEC sections 2, 3, 5, 9)', () => {
  it('keeps affiliate and pixel cookies 90 days and the conversion cookie 1 day', () => {
    expect(LIMITS.affiliateCookieDays).toBe(90);
    expect(LIMITS.conversionCookieDays).toBe(1);
    expect(LIMITS.eventCacheClearMs).toBe(600_000);
  });

  it('takes the affiliate code from the sub-domain unless affiliateCode overrides it', () => {
    fc.assert(
      fc.property(code, fc.option(code, { nil: undefined }), (sub, override) => {
        const search = override === undefined ? '' : query({ affiliateCode: override });
        const expected = normalizeAffiliateCode(override ?? sub);
        expect(affiliateCodeOf(search, sub)).toBe(expected);
      }),
    );
  });

  it('defaults to www, and preview (any case) maps to www', () => {
    expect(affiliateCodeOf('', undefined)).toBe('www');
    expect(affiliateCodeOf('?affiliateCode=', undefined)).toBe('www');
    expect(affiliateCodeOf('', 'preview')).toBe('www');
    expect(affiliateCodeOf('?affiliateCode=PREVIEW', 'aff1')).toBe('www');
    expect(affiliateCodeOf('?affiliateCode=aff9', 'preview')).toBe('aff9');
    expect(affiliateCodeOf(`?affiliateCode=${'x'.repeat(65)}`, 'aff2')).toBe('aff2');
    expect(affiliateCodeOf('?affiliateCode=a%00b', 'aff3')).toBe('aff3');
  });

  it('uses a tid only when it is a positive integer that fits its column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INT4_MAX }), (tid) => {
        expect(linkIdOf(String(tid))).toBe(tid);
        expect(nextRegistrationInfo({}, query({ tid: String(tid) }), 'h').tid).toBe(tid);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (tid) => {
        const id = linkIdOf(tid);
        if (id !== undefined) {
          expect(Number.isInteger(id) && id > 0 && id <= INT4_MAX).toBe(true);
          expect(String(id)).toBe(tid.trim());
        }
      }),
    );
    for (const bad of ['0', '-1', '1.5', '1e3', '01', 'abc', '', String(INT4_MAX + 1)]) {
      expect(linkIdOf(bad)).toBeUndefined();
    }
  });

  it('lets a visit replace the stored affiliate, referral and tid, and keeps the first domain', () => {
    fc.assert(
      fc.property(code, code, fc.integer({ min: 1, max: 10_000 }), code, (aff, ref, tid, host) => {
        const stored = {
          affiliateCode: 'old',
          referralCode: 'OLD',
          tid: 5,
          originalDomain: 'first.example',
        };
        const next = nextRegistrationInfo(
          stored,
          query({ affiliateCode: aff, r: ref, tid: String(tid) }),
          host,
        );
        expect(next).toEqual({
          affiliateCode: aff,
          referralCode: ref.toUpperCase(),
          tid,
          originalDomain: 'first.example',
        });
        // A visit without them keeps what was stored.
        expect(nextRegistrationInfo(next, '', host)).toEqual(next);
      }),
    );
    expect(nextRegistrationInfo({}, '?referralCode=ab&r=cd', 'WWW.Site.Example')).toEqual({
      referralCode: 'AB',
      originalDomain: 'www.site.example',
    });
    // A tid that is not a positive integer is dropped, not kept from before.
    expect(nextRegistrationInfo({ tid: 4 }, '?tid=-2', 'h').tid).toBeUndefined();
  });

  it('sends pixelTrack with only the fields that have a value, and null when all are empty', () => {
    const field = fc.constantFrom(...PIXEL_TRACK_FIELDS);
    fc.assert(
      fc.property(
        fc.dictionary(
          field,
          fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 30 })),
        ),
        (values) => {
          const track = pixelTrackOf(values);
          const filled = Object.entries(values).filter(
            ([, value]) => value.trim() && !/[\u0000-\u001f\u007f-\u009f]/.test(value),
          );
          if (filled.length === 0) expect(track).toBeNull();
          else expect(Object.keys(track!).sort()).toEqual(filled.map(([key]) => key).sort());
        },
      ),
    );
    expect(pixelTrackOf({ notAField: 'x' })).toBeNull();
    expect(pixelTrackOf({ fbclid: 'x'.repeat(ATTRIBUTION_BOUNDS.pixelTrackValue + 1) })).toBeNull();
  });

  it('reads every pixelTrack field from the query by its own name', () => {
    const all = Object.fromEntries(PIXEL_TRACK_FIELDS.map((name) => [name, `v-${name}`]));
    expect(pixelTrackFromQuery(query({ ...all, other: 'x' }))).toEqual(all);
    expect(PIXEL_TRACK_FIELDS.length).toBeLessThanOrEqual(ATTRIBUTION_BOUNDS.pixelTrackFields);
    for (const name of [
      'fbclid',
      'gclid',
      'ttclid',
      'kwaiclid',
      'cpid',
      'bbg',
      'cid',
      'kw',
      'fbc',
      'fbp',
      'twclid',
      'utm_source',
    ]) {
      expect(PIXEL_TRACK_FIELDS).toContain(name);
    }
  });

  it('names the click source by the first click id present, none without one', () => {
    fc.assert(
      fc.property(fc.subarray([...CLICK_ID_FIELDS]), (present) => {
        const track = Object.fromEntries(present.map((name) => [name, 'id']));
        const expected = CLICK_ID_FIELDS.find((name) => present.includes(name)) ?? NO_CLICK_SOURCE;
        expect(clickSourceOf(track)).toBe(expected);
      }),
    );
    expect(clickSourceOf(null)).toBe(NO_CLICK_SOURCE);
    expect(conversionOf('?gclid=g1&utm_source=x')).toBe('gclid:g1');
    expect(conversionOf('?utm_source=x')).toBeUndefined();
  });

  it('builds registerUrl from the current address plus affiliateCode and r', () => {
    fc.assert(
      fc.property(code, code, fc.webPath(), (aff, ref, path) => {
        const href = `https://www.site.example/m/register${path.replace(/[?#].*/, '')}`;
        const url = new URL(registerUrlOf(href, { affiliateCode: aff, referralCode: ref }));
        expect(url.searchParams.get('affiliateCode')).toBe(aff);
        expect(url.searchParams.get('r')).toBe(ref);
        expect(url.href.length).toBeLessThanOrEqual(ATTRIBUTION_BOUNDS.registerUrl);
      }),
      { numRuns: 40 },
    );
    // The address's own values stay; a fragment is dropped; nothing is added without info.
    expect(
      registerUrlOf('https://a.example/m/register?affiliateCode=own&r=mine#x', {
        affiliateCode: 'x',
        referralCode: 'y',
      }),
    ).toBe('https://a.example/m/register?affiliateCode=own&r=mine');
    expect(registerUrlOf('https://a.example/m/register', {})).toBe('https://a.example/m/register');
    const long = registerUrlOf(`https://a.example/m/register?junk=${'j'.repeat(3000)}`, {
      affiliateCode: 'a1',
    });
    expect(long).toBe('https://a.example/m/register?affiliateCode=a1');
  });

  it('maps TLB to PHP and any other currency to its first 3 letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3,8}$/), (currency) => {
        expect(eventCurrency(currency)).toBe(currency === 'TLB' ? 'PHP' : currency.slice(0, 3));
      }),
    );
    expect(eventCurrency('tlb')).toBe('PHP');
    expect(eventCurrency('USDT')).toBe('USD');
  });

  it('lets browsers report every tracked event but the money ones', () => {
    for (const money of MONEY_EVENTS) expect(BROWSER_EVENTS).not.toContain(money);
    expect(BROWSER_EVENTS).toEqual(
      expect.arrayContaining([
        'firstOpen',
        'registerSubmit',
        'register',
        'login',
        'viewContent',
        'downloadApp',
        'gameLaunch',
        'startTrial',
        'a2hsInstalled',
        'a2hsFirstOpen',
      ]),
    );
  });

  it('bounds every attribution field of registration and of tracked events', () => {
    const body = { username: 'someone', password: 'Lobby-test-Pa55!' };
    const refuses = (extra: Record<string, unknown>) =>
      !memberRegister.body!.safeParse({ ...body, ...extra }).success;
    expect(refuses({ linkId: 0 })).toBe(true);
    expect(refuses({ linkId: INT4_MAX + 1 })).toBe(true);
    expect(refuses({ affiliateCode: 'a'.repeat(65) })).toBe(true);
    expect(
      refuses({
        pixelTrack: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, 'v'])),
      }),
    ).toBe(true);
    expect(refuses({ firstTouchAt: '9999-01-01T00:00:00Z' })).toBe(true);
    expect(refuses({ pixelTrack: null, linkId: 7, firstTouchAt: '2026-01-01T00:00:00Z' })).toBe(
      false,
    );
    const event = { eventName: 'firstOpen', eventID: 'abcdefgh-1' };
    const eventRefused = (extra: Record<string, unknown>) =>
      !trackEvents.body!.safeParse({ events: [{ ...event, ...extra }] }).success;
    expect(eventRefused({})).toBe(false);
    expect(eventRefused({ eventName: 'deposit' })).toBe(true);
    expect(eventRefused({ eventID: 'x'.repeat(65) })).toBe(true);
    expect(eventRefused({ value: { tid: 0 } })).toBe(true);
    expect(eventRefused({ payload: { amount: 1.5 } })).toBe(true);
  });
});
