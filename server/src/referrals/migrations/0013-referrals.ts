import { sql, type Kysely } from 'kysely';

/**
 * Referrals: each member's own code, the phones that opened a member's link, and the
 * registrations credited to a referrer. A new member is credited once (the key is the new
 * member), never to themselves (the check), and only to a referrer of the same merchant (the
 * code is looked up under the merchant).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE referral_codes (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id),
      code text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_code, member_id),
      UNIQUE (merchant_code, code)
    )`.execute(db);
  await sql`
    CREATE TABLE referral_credits (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id),
      referrer_id integer NOT NULL REFERENCES members(id),
      credited_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, member_id),
      CHECK (member_id <> referrer_id)
    )`.execute(db);
  await sql`CREATE INDEX referral_credits_referrer ON referral_credits (merchant_code, referrer_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE referral_visits (
      merchant_code text NOT NULL REFERENCES merchants(code),
      referrer_id integer NOT NULL REFERENCES members(id),
      visitor_id text NOT NULL,
      visited_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, referrer_id, visitor_id)
    )`.execute(db);
}
