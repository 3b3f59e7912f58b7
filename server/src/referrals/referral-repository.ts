import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** Referral codes, visits and credits; every query names the merchant. */
export class ReferralRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async codeOf(merchantCode: string, memberId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('referral_codes')
      .select('code')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.code;
  }

  /** Gives a member a code unless they have one (or another member holds that code). */
  async addCode(merchantCode: string, memberId: number, code: string): Promise<void> {
    await this.db
      .insertInto('referral_codes')
      .values({ merchant_code: merchantCode, member_id: memberId, code })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async referrerOf(merchantCode: string, code: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('referral_codes')
      .select('member_id')
      .where('merchant_code', '=', merchantCode)
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.member_id;
  }

  /** Counts a phone for a referrer once; a repeat changes nothing. */
  async addVisit(
    merchantCode: string,
    referrerId: number,
    visitorId: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .insertInto('referral_visits')
      .values({
        merchant_code: merchantCode,
        referrer_id: referrerId,
        visitor_id: visitorId,
        visited_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /**
   * Credits a new member to the owner of a code of the same merchant, in one statement: at most
   * once per new member (its key), never to the member themselves (skipped here, refused by the
   * table's check), and the new member's phone counts as a visit of the link. Answers the
   * referrer credited, or undefined when nothing was credited.
   */
  async credit(
    merchantCode: string,
    memberId: number,
    code: string,
    visitorId: string,
    at: Date,
  ): Promise<number | undefined> {
    const { rows } = await sql<{ referrer_id: number }>`
      WITH credited AS (
        INSERT INTO referral_credits (merchant_code, member_id, referrer_id, credited_at)
        SELECT merchant_code, ${memberId}::integer, member_id, ${at}::timestamptz
        FROM referral_codes
        WHERE merchant_code = ${merchantCode} AND code = ${code} AND member_id <> ${memberId}
        ON CONFLICT (merchant_code, member_id) DO NOTHING
        RETURNING merchant_code, referrer_id, credited_at
      ), visited AS (
        INSERT INTO referral_visits (merchant_code, referrer_id, visitor_id, visited_at)
        SELECT merchant_code, referrer_id, ${visitorId}::text, credited_at FROM credited
        ON CONFLICT DO NOTHING
      )
      SELECT referrer_id FROM credited`.execute(this.db);
    return rows[0]?.referrer_id;
  }

  /** How many phones opened a referrer's link and how many registrations were credited to them. */
  async counts(
    merchantCode: string,
    referrerId: number,
  ): Promise<{ invited: number; registered: number }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('referral_visits')
          .select((count) => count.fn.countAll<string>().as('n'))
          .where('merchant_code', '=', merchantCode)
          .where('referrer_id', '=', referrerId)
          .as('invited'),
        eb
          .selectFrom('referral_credits')
          .select((count) => count.fn.countAll<string>().as('n'))
          .where('merchant_code', '=', merchantCode)
          .where('referrer_id', '=', referrerId)
          .as('registered'),
      ])
      .executeTakeFirstOrThrow();
    return { invited: Number(row.invited), registered: Number(row.registered) };
  }
}
