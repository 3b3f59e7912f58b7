import type { ColumnType, Generated } from 'kysely';

/**
 * The accounts area's tables, merged into core's Database (core/db/schema.ts); their migrations are
 * in ./migrations. Members, their sessions, remembered logins, codes, second factors, other
 * accounts' identities and passkeys.
 */
declare module '../core/db/schema.js' {
  interface Database {
    members: MembersTable;
    sessions: SessionsTable;
    remember_tokens: RememberTokensTable;
    password_reset_links: PasswordResetLinksTable;
    verification_codes: VerificationCodesTable;
    verification_quotas: VerificationQuotasTable;
    member_totp: MemberTotpTable;
    recovery_codes: RecoveryCodesTable;
    member_identities: MemberIdentitiesTable;
    member_passkeys: MemberPasskeysTable;
    member_devices: MemberDevicesTable;
    sign_in_notices: SignInNoticesTable;
  }
}

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  username_folded: string;
  /** E.164 (unique per merchant); a row migration 0017 could not read keeps its national digits. */
  mobile: string | null;
  password_hash: string;
  password_is_default: Generated<boolean>;
  password_changed_at: ColumnType<Date, Date | undefined, Date>;
  customer_type: Generated<number>;
  agent_application: ColumnType<'none' | 'pending' | 'approved', string | undefined, string>;
  language: Generated<string>;
  first_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  registration: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The verified address, as typed; unique per merchant case-insensitively. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  two_factor_sms: Generated<boolean>;
  two_factor_email: Generated<boolean>;
  /** When an operator locked the account (no sign-in while set), and why. */
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  locked_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  token_hash: string;
  span_id: string;
  device: string;
  ip: string;
  user_agent: string;
  /** The login's device id; '' (the default) when the sign-in named none. */
  device_id: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date, never>;
  last_seen_at: ColumnType<Date, Date, Date>;
  expires_at: ColumnType<Date, Date, Date>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A remember token for auto-login; only its hash is stored. */
export interface RememberTokensTable {
  id: string;
  merchant_code: string;
  member_id: number;
  token_hash: string;
  /** Every token rotated from one sign-in shares its family. */
  family_id: string;
  device_id: string;
  /** The session issued together with this token. */
  session_id: string | null;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A member's one live password reset link: only the hash of its token is kept. */
export interface PasswordResetLinksTable {
  merchant_code: string;
  member_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A one-use code sent to a recipient for one purpose; only its keyed hash is kept. */
export interface VerificationCodesTable {
  merchant_code: string;
  purpose: string;
  recipient: string;
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  used_at: Date | null;
  wrong_tries: Generated<number>;
}

/** How often a recipient was sent codes: the last send and the sends of its (UTC) day. */
export interface VerificationQuotasTable {
  merchant_code: string;
  recipient: string;
  last_sent_at: Date;
  day: ColumnType<Date, string, string>;
  sends_that_day: number;
}

/** A member's authenticator secret (sealed); enabled once a first code confirmed it. */
export interface MemberTotpTable {
  merchant_code: string;
  member_id: number;
  secret_sealed: string;
  enabled_at: Date | null;
  /** The last TOTP time step a code was accepted for: no code of it or before works again. */
  last_step: ColumnType<string, string | number | undefined, string | number>;
}

/** A one-use recovery code of a member's second factor, as a hash. */
export interface RecoveryCodesTable {
  merchant_code: string;
  member_id: number;
  code_hash: string;
  used_at: Date | null;
}

/** A sign-in identity of another account: provider and its subject name one member. */
export interface MemberIdentitiesTable {
  merchant_code: string;
  provider: 'firebase' | 'line' | 'telegram' | 'maya';
  subject: string;
  member_id: number;
  channel: string;
  created_at: ColumnType<Date, Date, never>;
}

/** A member's passkey, bound to the relying party id (host) it was made for. */
export interface MemberPasskeysTable {
  id: string;
  merchant_code: string;
  member_id: number;
  rp_id: string;
  public_key: Uint8Array;
  counter: ColumnType<string | number, number | undefined, number>;
  transports: string;
  name: string;
  created_at: ColumnType<Date, Date, never>;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A device a member has signed in from. */
export interface MemberDevicesTable {
  merchant_code: string;
  member_id: number;
  device_key: string;
  first_seen_at: ColumnType<Date, Date, never>;
}

/** A sign-in from a device the member had not used before. */
export interface SignInNoticesTable {
  id: Generated<string>;
  merchant_code: string;
  member_id: number;
  session_id: string;
  device: string;
  ip: string;
  user_agent: string;
  created_at: ColumnType<Date, Date, never>;
}
