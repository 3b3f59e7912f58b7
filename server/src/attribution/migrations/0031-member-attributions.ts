import { sql, type Kysely } from 'kysely';

/**
 * Each member's attribution, written in the registration's transaction: the affiliate code,
 * domain, referral, linkId, campaign, click source and pixelTrack of SPEC section 3, the
 * registerUrl and the first visit's time. It never changes: a trigger refuses every update, so
 * no later request can re-attribute a member (a deleted member takes its row along).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_attributions (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      merchant_code text NOT NULL REFERENCES merchants(code),
      affiliate_code text NOT NULL,
      domain text,
      referral_code text,
      link_id integer CHECK (link_id IS NULL OR link_id > 0),
      campaign text,
      click_source text NOT NULL,
      pixel_track jsonb,
      register_url text,
      first_touch_at timestamptz NOT NULL,
      registered_at timestamptz NOT NULL,
      CHECK (first_touch_at <= registered_at)
    )`.execute(db);
  await sql`
    CREATE INDEX member_attributions_report
    ON member_attributions (merchant_code, registered_at)`.execute(db);
  await sql`
    CREATE FUNCTION member_attributions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'member_attributions rows never change';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER member_attributions_no_update BEFORE UPDATE ON member_attributions
    FOR EACH ROW EXECUTE FUNCTION member_attributions_immutable()`.execute(db);
}
