import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { MemberAttributionsTable } from './attribution-tables.js';

/** What registration stores of where a member came from (SPEC section 3). */
export interface NewMemberAttribution {
  merchantCode: string;
  memberId: number;
  affiliateCode: string;
  domain: string | null;
  referralCode: string | null;
  linkId: number | null;
  campaign: string | null;
  clickSource: string;
  pixelTrack: Record<string, string> | null;
  registerUrl: string | null;
  firstTouchAt: Date;
  registeredAt: Date;
}

export type MemberAttributionRow = Selectable<MemberAttributionsTable>;

const COLUMNS = [
  'member_id',
  'merchant_code',
  'affiliate_code',
  'domain',
  'referral_code',
  'link_id',
  'campaign',
  'click_source',
  'pixel_track',
  'register_url',
  'first_touch_at',
  'registered_at',
] as const;

/** Members' attributions: inserted once (in the registration's transaction), read, never updated. */
export class AttributionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts a member's attribution with the transaction that inserts the member. */
  async insert(attribution: NewMemberAttribution, trx: Kysely<Database>): Promise<void> {
    await trx
      .insertInto('member_attributions')
      .values({
        member_id: attribution.memberId,
        merchant_code: attribution.merchantCode,
        affiliate_code: attribution.affiliateCode,
        domain: attribution.domain,
        referral_code: attribution.referralCode,
        link_id: attribution.linkId,
        campaign: attribution.campaign,
        click_source: attribution.clickSource,
        pixel_track:
          attribution.pixelTrack === null ? null : JSON.stringify(attribution.pixelTrack),
        register_url: attribution.registerUrl,
        first_touch_at: attribution.firstTouchAt,
        registered_at: attribution.registeredAt,
      })
      .execute();
  }

  find(merchantCode: string, memberId: number): Promise<MemberAttributionRow | undefined> {
    return this.db
      .selectFrom('member_attributions')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }
}
