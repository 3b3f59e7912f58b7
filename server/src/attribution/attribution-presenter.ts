import type { MemberAttributionValue } from '@lobby/contract';
import type { MemberAttributionRow } from './attribution-repository.js';

/** A member's stored attribution as the memberAttribution call answers it. */
export function presentMemberAttribution(row: MemberAttributionRow): MemberAttributionValue {
  return {
    affiliateCode: row.affiliate_code,
    domain: row.domain,
    referralCode: row.referral_code,
    linkId: row.link_id,
    campaign: row.campaign,
    clickSource: row.click_source,
    pixelTrack: row.pixel_track,
    registerUrl: row.register_url,
    firstTouchAt: new Date(row.first_touch_at).toISOString(),
    registeredAt: new Date(row.registered_at).toISOString(),
  };
}
