/**
 * Attribution capture (SPEC sections 2, 3, 5 and 9): which affiliate, referral, link and ad click
 * brought a visitor, kept in cookies and sent with registration and with every tracked event.
 * Pure rules both sides read; web keeps the cookies, the server stores what registration sends.
 */

import { DEFAULTS, LIMITS } from '../core/constants.js';
import { INT4_MAX, isSafeText } from '../core/plain-bounds.js';

/** Affiliate and pixel cookies live 90 days, the conversion cookie 1 day (SPEC section 9). */
export const ATTRIBUTION_COOKIE_DAYS = LIMITS.affiliateCookieDays;
export const CONVERSION_COOKIE_DAYS = LIMITS.conversionCookieDays;

/** Longest affiliate code, referral code, pixelTrack key and value, and register URL kept. */
export const ATTRIBUTION_BOUNDS = {
  affiliateCode: 64,
  referralCode: 64,
  domain: 255,
  campaign: 128,
  pixelTrackKey: 40,
  pixelTrackValue: 512,
  pixelTrackFields: 40,
  registerUrl: 2048,
} as const;

/**
 * Click ids, in the order a registration's click source is named by (the first one present):
 * the ad networks' own, then the trackers'.
 */
export const CLICK_ID_FIELDS = [
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'twclid',
  'bbg',
  'obclid',
  'cid',
  'cpid',
  'rtCid',
  'okspClickId',
  'phxClickId',
  'mgsClickId',
  'devilsClickId',
  'kadamClickId',
  'visitorId',
  'tfTracker',
  'kw',
] as const;
export type ClickIdField = (typeof CLICK_ID_FIELDS)[number];

/**
 * SPEC section 3's pixelTrack: the pixel ids, click ids and tracker fields a landing link may
 * carry, each read from the query parameter of the same name and kept in a cookie of its own
 * for 90 days. fbc and fbp also come from Facebook's own _fbc and _fbp cookies.
 */
export const PIXEL_TRACK_FIELDS = [
  ...CLICK_ID_FIELDS,
  'fbPixelId',
  'fbc',
  'fbp',
  'ttPixelId',
  'kwaiPixelId',
  'gtagId',
  'gtmId',
  'appsflyerId',
  'adjustId',
  'twPixelId',
  'bigoPixelId',
  'utm_source',
] as const;
export type PixelTrackField = (typeof PIXEL_TRACK_FIELDS)[number];
export type PixelTrack = Partial<Record<PixelTrackField, string>>;

/** The campaign a landing link names (utm_campaign), kept like the click ids. */
export const CAMPAIGN_PARAM = 'utm_campaign';

/** What a registration's or event's click source is when no click id came with it. */
export const NO_CLICK_SOURCE = 'none';

/** The cookie names: one per pixelTrack field, the registration info and the conversion cookie. */
export const ATTRIBUTION_COOKIES = {
  prefix: 'lobby_at_',
  campaign: 'lobby_at_campaign',
  /** The first visit's time (ISO), kept as long as the other attribution cookies. */
  firstTouch: 'lobby_at_first',
  /** The latest ad click, `<source>:<click id>`, for one day (the conversion window). */
  conversion: 'lobby_conv',
} as const;

/** The registration info of SPEC section 3, kept in local storage. */
export interface RegistrationInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
  /** The stored tid, a positive integer (sent as linkId). */
  tid?: number;
}

/** A value bounded and free of control characters, or undefined when empty or unusable. */
export function attributionValue(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > max || !isSafeText(trimmed)) return undefined;
  return trimmed;
}

/** The preview code and an empty code both mean the default affiliate, www (SPEC section 3). */
export function normalizeAffiliateCode(code: string | undefined | null): string {
  const value = attributionValue(code, ATTRIBUTION_BOUNDS.affiliateCode);
  if (!value || value.toLowerCase() === DEFAULTS.previewAffiliateCode)
    return DEFAULTS.affiliateCode;
  return value;
}

/**
 * The affiliate code of a visit: the query's affiliateCode overrides the one the sub-domain
 * gives (SPEC section 2); default www, preview maps to www.
 */
export function affiliateCodeOf(search: string, subDomainCode: string | undefined): string {
  const override = new URLSearchParams(search).get('affiliateCode');
  return normalizeAffiliateCode(
    attributionValue(override, ATTRIBUTION_BOUNDS.affiliateCode) ?? subDomainCode,
  );
}

/** A stored tid is used only when it is a positive integer (SPEC section 5); it fits an int4. */
export function linkIdOf(tid: unknown): number | undefined {
  const text = typeof tid === 'number' ? String(tid) : typeof tid === 'string' ? tid.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= INT4_MAX ? value : undefined;
}

/**
 * The registration info a visit leaves: the query's affiliateCode, referral (r or referralCode)
 * and tid replace the stored ones; the original domain is the first one seen.
 */
export function nextRegistrationInfo(
  stored: Partial<Record<keyof RegistrationInfo, unknown>>,
  search: string,
  host: string,
): RegistrationInfo {
  const query = new URLSearchParams(search);
  const {
    affiliateCode: maxCode,
    referralCode: maxReferral,
    domain: maxDomain,
  } = ATTRIBUTION_BOUNDS;
  const referral = (value: unknown) => attributionValue(value, maxReferral)?.toUpperCase();
  const next: RegistrationInfo = {
    affiliateCode:
      attributionValue(query.get('affiliateCode'), maxCode) ??
      attributionValue(stored.affiliateCode, maxCode),
    referralCode:
      referral(query.get('referralCode') || query.get('r')) ?? referral(stored.referralCode),
    originalDomain:
      attributionValue(stored.originalDomain, maxDomain) ??
      attributionValue(host.toLowerCase(), maxDomain),
    tid: query.has('tid') ? linkIdOf(query.get('tid')) : linkIdOf(stored.tid),
  };
  return Object.fromEntries(
    Object.entries(next).filter(([, value]) => value !== undefined),
  ) as RegistrationInfo;
}

/** The pixelTrack fields a query carries (bounded, control characters refused). */
export function pixelTrackFromQuery(search: string): PixelTrack {
  const query = new URLSearchParams(search);
  const found: PixelTrack = {};
  for (const field of PIXEL_TRACK_FIELDS) {
    const value = attributionValue(query.get(field), ATTRIBUTION_BOUNDS.pixelTrackValue);
    if (value !== undefined) found[field] = value;
  }
  return found;
}

/** pixelTrack as registration sends it: only the fields with a value, null when all are empty. */
export function pixelTrackOf(values: Partial<Record<string, unknown>>): PixelTrack | null {
  const kept: PixelTrack = {};
  for (const field of PIXEL_TRACK_FIELDS) {
    const value = attributionValue(values[field], ATTRIBUTION_BOUNDS.pixelTrackValue);
    if (value !== undefined) kept[field] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The click source of a registration or event: the first click id it carries, else none. */
export function clickSourceOf(pixelTrack: Partial<Record<string, unknown>> | null | undefined) {
  if (!pixelTrack) return NO_CLICK_SOURCE;
  return (
    CLICK_ID_FIELDS.find((field) => attributionValue(pixelTrack[field], 512)) ?? NO_CLICK_SOURCE
  );
}

/** The conversion cookie's value for a query's ad click (`<source>:<id>`), if it carries one. */
export function conversionOf(search: string): string | undefined {
  const track = pixelTrackFromQuery(search);
  const source = clickSourceOf(track);
  if (source === NO_CLICK_SOURCE) return undefined;
  return `${source}:${track[source as ClickIdField]}`.slice(0, ATTRIBUTION_BOUNDS.pixelTrackValue);
}

/**
 * registerUrl (SPEC section 3): the current address with the stored registration info's
 * affiliateCode and r added where the address lacks them; an address too long for its column
 * keeps its path and those two only.
 */
export function registerUrlOf(href: string, info: RegistrationInfo): string {
  const url = new URL(href);
  url.hash = '';
  const add = (target: URL) => {
    if (info.affiliateCode && !target.searchParams.has('affiliateCode')) {
      target.searchParams.set('affiliateCode', info.affiliateCode);
    }
    if (
      info.referralCode &&
      !target.searchParams.has('r') &&
      !target.searchParams.has('referralCode')
    ) {
      target.searchParams.set('r', info.referralCode);
    }
    return target.href;
  };
  const full = add(url);
  if (full.length <= ATTRIBUTION_BOUNDS.registerUrl) return full;
  return add(new URL(url.pathname, url.origin)).slice(0, ATTRIBUTION_BOUNDS.registerUrl);
}

/** The currency a tracked event names: TLB is PHP, any other its first 3 letters (SPEC section 5). */
export function eventCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  return code === 'TLB' ? 'PHP' : code.slice(0, 3);
}

/** Days to milliseconds, for cookie lifetimes. */
export const cookieMaxAgeSeconds = (days: number) => days * 24 * 60 * 60;
