import { sql, type Kysely } from 'kysely';

/**
 * Members' passkeys (WebAuthn credentials), bound to the relying party id they were made for
 * (the merchant's host), with the signature counter; the devices each member has signed in from,
 * and the notices of a sign-in from a new one (each naming the session it opened).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_passkeys (
      id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 1400),
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      rp_id text NOT NULL CHECK (length(rp_id) BETWEEN 1 AND 255),
      public_key bytea NOT NULL,
      counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
      transports text NOT NULL DEFAULT '' CHECK (length(transports) <= 200),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
      created_at timestamptz NOT NULL,
      last_used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX member_passkeys_member ON member_passkeys (merchant_code, member_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE member_devices (
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      device_key text NOT NULL CHECK (length(device_key) BETWEEN 1 AND 128),
      first_seen_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, member_id, device_key)
    )`.execute(db);
  await sql`
    CREATE TABLE sign_in_notices (
      id bigserial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      session_id text NOT NULL,
      device text NOT NULL,
      ip text NOT NULL,
      user_agent text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sign_in_notices_member ON sign_in_notices (merchant_code, member_id, id)`.execute(
    db,
  );
}
