import {
  ATTRIBUTION_BOUNDS,
  ATTRIBUTION_COOKIE_DAYS,
  ATTRIBUTION_COOKIES,
  attributionValue,
  CAMPAIGN_PARAM,
  CONVERSION_COOKIE_DAYS,
  conversionOf,
  nextRegistrationInfo,
  PIXEL_TRACK_FIELDS,
  pixelTrackFromQuery,
  pixelTrackOf,
  registerUrlOf,
  type PixelTrack,
  type RegistrationInfo,
} from '@lobby/contract';
import { readCookie, writeCookie } from './cookies';
import { landingAddress } from './landing';
import { localStore } from './storage';

/** The registration info of SPEC section 3 (affiliateCode, referralCode, originalDomain, tid). */
export const REGISTRATION_INFO_KEY = 'lobby:registrationInfo';

export function readRegistrationInfo(): RegistrationInfo {
  try {
    const parsed = JSON.parse(localStore.get(REGISTRATION_INFO_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? nextRegistrationInfo(parsed, '', '') : {};
  } catch {
    return {};
  }
}

/**
 * Keeps what a landing link carries (SPEC sections 2, 3 and 9): the registration info in local
 * storage, each click and pixel id and the campaign in a cookie for 90 days, the first visit's
 * time, and the ad click in the conversion cookie for 1 day.
 */
export function captureAttribution(search: string, host: string, now = new Date()): void {
  localStore.set(
    REGISTRATION_INFO_KEY,
    JSON.stringify(nextRegistrationInfo(readRegistrationInfo(), search, host)),
  );
  for (const [field, value] of Object.entries(pixelTrackFromQuery(search))) {
    writeCookie(`${ATTRIBUTION_COOKIES.prefix}${field}`, value, ATTRIBUTION_COOKIE_DAYS);
  }
  const campaign = attributionValue(
    new URLSearchParams(search).get(CAMPAIGN_PARAM),
    ATTRIBUTION_BOUNDS.campaign,
  );
  if (campaign) writeCookie(ATTRIBUTION_COOKIES.campaign, campaign, ATTRIBUTION_COOKIE_DAYS);
  if (!readCookie(ATTRIBUTION_COOKIES.firstTouch)) {
    writeCookie(ATTRIBUTION_COOKIES.firstTouch, now.toISOString(), ATTRIBUTION_COOKIE_DAYS);
  }
  const conversion = conversionOf(search);
  if (conversion) writeCookie(ATTRIBUTION_COOKIES.conversion, conversion, CONVERSION_COOKIE_DAYS);
}

/** The pixel and click ids kept in cookies, with Facebook's own _fbc and _fbp; null when none. */
export function storedPixelTrack(): PixelTrack | null {
  const values: Record<string, string | null> = Object.fromEntries(
    PIXEL_TRACK_FIELDS.map((field) => [field, readCookie(`${ATTRIBUTION_COOKIES.prefix}${field}`)]),
  );
  values.fbc ??= readCookie('_fbc');
  values.fbp ??= readCookie('_fbp');
  return pixelTrackOf(values);
}

export function storedCampaign(): string | undefined {
  return readCookie(ATTRIBUTION_COOKIES.campaign) ?? undefined;
}

/** The latest ad click within the conversion window (`<source>:<id>`), if any. */
export function storedConversion(): string | undefined {
  return readCookie(ATTRIBUTION_COOKIES.conversion) ?? undefined;
}

/** What registration sends of where the player came from (SPEC section 3). */
export function registrationAttribution(href: string, host: string) {
  const info = readRegistrationInfo();
  const firstTouch = readCookie(ATTRIBUTION_COOKIES.firstTouch);
  return {
    affiliateCode: info.affiliateCode,
    referralCode: info.referralCode,
    domain: info.originalDomain ?? host,
    linkId: info.tid,
    pixelTrack: storedPixelTrack(),
    registerUrl: registerUrlOf(href, info),
    campaign: storedCampaign(),
    firstTouchAt: firstTouch && !Number.isNaN(Date.parse(firstTouch)) ? firstTouch : undefined,
  };
}

let landingCaptured = false;

/** Captures the landing link once per page load (the effects after first render, or registration). */
export function captureLandingOnce(): void {
  if (landingCaptured) return;
  landingCaptured = true;
  const { search, host } = landingAddress();
  captureAttribution(search, host);
}
