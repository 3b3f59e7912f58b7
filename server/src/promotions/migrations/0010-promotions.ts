import { sql, type Kysely } from 'kysely';

/**
 * Promotions, their categories, announcements and VIP levels (the operator's promotion file per
 * merchant), members' club labels, and claims: one row per member and promotion, so a claim
 * holds once however many requests race for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE promotion_settings (
      merchant_code text PRIMARY KEY REFERENCES merchants(code),
      promo_codes_enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE promotion_categories (
      merchant_code text NOT NULL REFERENCES merchants(code),
      id text NOT NULL,
      ordinal integer NOT NULL,
      name jsonb NOT NULL,
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
  await sql`
    CREATE TABLE promotions (
      merchant_code text NOT NULL REFERENCES merchants(code),
      id text NOT NULL,
      category text NOT NULL,
      ordinal integer NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      title jsonb NOT NULL,
      content jsonb NOT NULL,
      terms jsonb NOT NULL,
      claim_kind text NOT NULL,
      promo_code text,
      available_kind text,
      image_id text NOT NULL,
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX promotions_promo_code ON promotions (merchant_code, promo_code)
    WHERE promo_code IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE promotion_claims (
      merchant_code text NOT NULL,
      member_id integer NOT NULL,
      promotion_id text NOT NULL,
      claimed_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, member_id, promotion_id),
      FOREIGN KEY (member_id) REFERENCES members(id)
    )`.execute(db);
  await sql`
    CREATE TABLE announcements (
      merchant_code text NOT NULL REFERENCES merchants(code),
      id text NOT NULL,
      type text NOT NULL,
      platforms text NOT NULL,
      category text NOT NULL,
      ordinal integer NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      title jsonb NOT NULL,
      content jsonb NOT NULL,
      PRIMARY KEY (merchant_code, id)
    )`.execute(db);
  await sql`
    CREATE TABLE vip_levels (
      merchant_code text NOT NULL REFERENCES merchants(code),
      label_id text NOT NULL,
      label_name jsonb NOT NULL,
      type text NOT NULL,
      rank_level integer NOT NULL,
      total_conditions integer NOT NULL,
      benefits jsonb NOT NULL,
      PRIMARY KEY (merchant_code, label_id)
    )`.execute(db);
  await sql`
    CREATE TABLE member_club_labels (
      merchant_code text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id),
      label_id text NOT NULL,
      completed_conditions integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_code, member_id)
    )`.execute(db);
}
