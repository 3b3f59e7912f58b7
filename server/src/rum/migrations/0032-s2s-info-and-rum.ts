import { sql, type Kysely } from 'kysely';

/**
 * The app's server-to-server attribution ids per member (SPEC.md section 3), which decide where
 * a member's conversions are posted back; and real players' page timings (SPEC.md section 9),
 * kept per merchant, page and day up to a cap that rum_days counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_s2s_info (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      ad_app_token text,
      gps_adid text,
      adid text,
      af_app_id text,
      appsflyer_id text,
      af_advertising_id text,
      af_oaid text,
      idfa text,
      idfv text,
      click_id text,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, member_id)
    )`.execute(db);
  await sql`
    CREATE TABLE rum_days (
      merchant_code text NOT NULL REFERENCES merchants(code),
      day date NOT NULL,
      page text NOT NULL,
      samples integer NOT NULL CHECK (samples >= 0),
      PRIMARY KEY (merchant_code, day, page)
    )`.execute(db);
  await sql`
    CREATE TABLE rum_samples (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      day date NOT NULL,
      page text NOT NULL,
      metric text NOT NULL CHECK (metric IN ('fcp', 'lcp', 'fs', 'status')),
      value integer NOT NULL CHECK (value >= -2 AND value <= 120000)
    )`.execute(db);
  await sql`CREATE INDEX rum_samples_day ON rum_samples (merchant_code, day, page, metric)`.execute(
    db,
  );
}
