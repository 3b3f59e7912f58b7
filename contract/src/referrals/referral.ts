/** The referral rules of SPEC sections 2 and 3 that both sides need. */

import { PAGE_PATHS } from '../core/routes.js';

/** What a member's referral code looks like: upper-case letters and digits (no 0/O/1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A referral code as typed or carried in a link: trimmed and upper-cased, so case never matters. */
export function normalizeReferralCode(code: string | null | undefined): string | undefined {
  const normalized = code?.trim().toUpperCase();
  return normalized ? normalized : undefined;
}

/** The referral code a page's query carries: `referralCode`, else `r` (SPEC section 2). */
export function referralCodeOf(search: string): string | undefined {
  const query = new URLSearchParams(search);
  return normalizeReferralCode(query.get('referralCode') || query.get('r'));
}

/** A member's referral link: the registration page of the site, carrying the code as `r`. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${PAGE_PATHS.register}?r=${encodeURIComponent(code)}`;
}

/** The session flag that remembers the top referral banner was closed (SPEC section 2). */
export const REFERRAL_BANNER_CLOSED_KEY = 'lobby.referralBannerClosed';
