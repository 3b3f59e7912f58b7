import type {
  AdjustmentStatus,
  BonusKind,
  BonusState,
  BonusWithdrawalRule,
  TrackedEventSource,
  PostbackDestination,
  RumMetric,
  DepositStatusName,
  EnvelopeScheme,
  FeedbackStatus,
  VipCondition,
  WalletAccount,
  WalletEntryKind,
  WithdrawAccountType,
  WithdrawalStatusName,
  OperatorRole,
  OperatorSignInStage,
} from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';

export interface MerchantsTable {
  code: string;
  name: string;
  /** The validated merchant configuration (merchants/<code>.json) as loaded at start-up. */
  config: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MerchantHostsTable {
  host: string;
  merchant_code: string;
}

/** The migration history of versions before Kysely's Migrator; read once per start (migrate.ts). */
export interface SchemaMigrationsTable {
  id: number;
  name: string;
  applied_at: Generated<Date>;
}

/** Every table of Lobby's database; each table holding merchant data carries merchant_code. */
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

/** A note an operator wrote about a member; appended only (a trigger refuses changes). */
export interface MemberNotesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  operator_id: number | null;
  operator_name: string;
  body: string;
  created_at: ColumnType<Date, Date, never>;
}

/** An operator's credit or debit of a member's cash; pending until a second operator decides. */
export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** Signed minor units. */
  amount: Int8;
  reason: string;
  request_id: string;
  status: AdjustmentStatus;
  requested_by: string;
  requested_by_id: number | null;
  decided_by: string | null;
  decided_by_id: number | null;
  entry_id: ColumnType<string | number | bigint | null, number | null, number | null>;
  created_at: ColumnType<Date, Date, never>;
  decided_at: Date | null;
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

/** A text or email the local adapters "sent", for the development inbox (/ops/inbox). */
export interface DevInboxTable {
  id: Generated<number>;
  merchant_code: string;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  created_at: Date;
}

/** A text or email waiting for its provider; the body is kept only until it is delivered. */
export interface MessageOutboxTable {
  id: Generated<string>;
  merchant_code: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string | null;
  status: ColumnType<'queued' | 'failed', 'queued' | undefined, 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
  created_at: Date;
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

export interface EnvelopeKeysTable {
  merchant_code: string;
  id: string;
  scheme: EnvelopeScheme;
  /** hpke: base64 of the uncompressed P-256 point; aes-gcm: base64 DER SPKI; des-ecb: hex modulus. */
  public_key: string;
  /** PKCS#8 PEM. At-rest encryption of this column (a KMS) is an operator concern. */
  private_key: string;
  created_at: Date;
  retired_at: Date | null;
}

export interface GameVendorsTable {
  merchant_code: string;
  code: string;
  name: string;
  ordinal: number;
  enabled: Generated<boolean>;
}

export interface CatalogueImagesTable {
  merchant_code: string;
  id: string;
  content_type: string;
  body: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** What the demo vendor plays for a game: its slot or its lottery draw. */
export type PlayKind = 'slot' | 'lottery';

export interface GamesTable {
  merchant_code: string;
  id: string;
  vendor_code: string;
  /** The lane's gameClassify (contract LANE_CLASSIFIES). */
  lane: string;
  display_name: string;
  play_kind: PlayKind;
  node_id: ColumnType<string, string | undefined, string>;
  freeplay: boolean;
  hot: boolean;
  ordinal: number;
  enabled: Generated<boolean>;
  lottery_prize_mode: string | null;
  lottery_game_code: string | null;
  image_id: string;
}

export interface GameMatchesTable {
  merchant_code: string;
  id: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: Date;
  score: string | null;
  /** numeric(8, 2): read back as a decimal string. */
  odds_home: ColumnType<string, string, string>;
  odds_draw: ColumnType<string | null, string | null, string | null>;
  odds_away: ColumnType<string, string, string>;
  game_id: string;
}

export interface BannersTable {
  merchant_code: string;
  id: string;
  group_name: string;
  /** Null: shown in every language. */
  language: string | null;
  title: string;
  image_id: string;
  linkage_type: 'P' | 'URL' | 'G' | 'NONE';
  linkage: string;
  room_id: string | null;
  node_id: string | null;
  game_type: string | null;
  vendor: string | null;
  ordinal: number;
  enabled: Generated<boolean>;
  /** The banner's words by language, drawn over wordless artwork; null when painted in. */
  texts: ColumnType<BannerTexts | null, string | null | undefined, string | null>;
  /** An image address per language, over the artwork (console). */
  images: ColumnType<Record<string, string>, string | undefined, string>;
}

/** A merchant's content version: raised by every edit and import, in its transaction. */
export interface ContentVersionsTable {
  merchant_code: string;
  version: Generated<number>;
  imported_at: Date | null;
  edited_at: Date | null;
}

/** A banner's title and call to action in one language. */
export interface BannerText {
  title: string;
  action: string;
}
export type BannerTexts = Record<string, BannerText>;

/** A secret the server made for itself on first need; shared by every instance. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/** An envelope nonce or legacy key string already accepted, remembered until it expires. */
export interface EnvelopeNoncesTable {
  key: string;
  expires_at: Date;
}

/** An operator's session on one merchant (the /ops/ cookie); only the token's SHA-256 is kept. */
export interface OperatorsTable {
  id: Generated<number>;
  /** Null for a super-operator over every merchant of the deployment. */
  merchant_code: string | null;
  username: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret_sealed: string | null;
  /** The TOTP time step of the last code taken (each code works once). */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  must_change_password: boolean;
  disabled_at: Date | null;
  created_at: Date;
  created_by: string;
  /** The operators who took part in giving it its role (creator, approver, role changes). */
  sponsor_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Since when it holds its role: an approval asked for before this is not its to give. */
  role_since: Date;
}

/** A console admin's addition of an operator with a money role, or change to one, waiting. */
export interface OperatorRequestsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: 'add' | 'role';
  /** The operator whose role changes (kind role). */
  operator_id: number | null;
  username: string;
  role: OperatorRole;
  requested_by: string;
  requested_by_id: number | null;
  requested_at: Date;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | undefined,
    'approved' | 'rejected'
  >;
  decided_by: string | null;
  decided_by_id: number | null;
  decided_at: Date | null;
}

export interface OperatorSessionsTable {
  token_hash: string;
  /** The operator's merchant; null for a super-operator's session. */
  merchant_code: string | null;
  operator_id: number;
  stage: OperatorSignInStage;
  /** The authenticator secret offered while pairing, sealed. */
  pairing_secret_sealed: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Authenticator codes tried on this pending sign-in. */
  code_tries: ColumnType<number, number | undefined, number>;
}

/** One player's chat with the merchant's operators: a member's, or a visitor's by key hash. */
export interface ChatConversationsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  visitor_key_hash: string | null;
  player_name: string;
  created_at: Date;
  last_message_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last operator message the player has seen (0: none). */
  player_read_id: Generated<number>;
  /** The last player message an operator has seen (0: none). */
  operator_read_id: Generated<number>;
  /** The operator (by name) who has the conversation; null while nobody has taken it. */
  assigned_to: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A merchant's canned chat reply: a title and its text per language. */
export interface ChatCannedRepliesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  texts: ColumnType<Record<string, string>, string, string>;
  updated_at: Date;
  updated_by: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  conversation_id: number;
  sender: 'player' | 'operator';
  body: string;
  client_id: string;
  created_at: Date;
}

/** A player's feedback (FEEDBACK3), with an optional screenshot's bytes and type. */
export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  category: string;
  body: string;
  screenshot: Uint8Array | null;
  screenshot_type: string | null;
  created_at: Date;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  status_changed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  status_changed_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A text per language, as the operator's promotion file gives it. */
type LocalizedColumn = ColumnType<Record<string, string>, string, string>;

export interface PromotionSettingsTable {
  merchant_code: string;
  promo_codes_enabled: boolean;
  /** The VIP rule: AUTO levels with conditions fall when the member no longer meets them. */
  vip_fall: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PromotionCategoriesTable {
  merchant_code: string;
  id: string;
  ordinal: number;
  name: LocalizedColumn;
}

export interface PromotionsTable {
  merchant_code: string;
  id: string;
  category: string;
  ordinal: number;
  starts_at: Date;
  ends_at: Date | null;
  title: LocalizedColumn;
  content: LocalizedColumn;
  terms: LocalizedColumn;
  /** contract PROMOTION_CLAIM_KINDS */
  claim_kind: 'none' | 'claim' | 'promoCode';
  /** Stored normalised (contract normalizePromoCode). */
  promo_code: string | null;
  /** contract AVAILABLE_PROMOTION_KINDS, when the promotion counts as one. */
  available_kind: 'APP_DOWNLOAD' | 'REFERRAL' | null;
  image_id: string;
  /** The promotion's bonus configuration (promotion-file.ts bonusConfigSchema), or null. */
  bonus: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** Off: players neither see nor claim it (console). */
  enabled: Generated<boolean>;
  /** An image address per language, over the artwork (console). */
  images: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface PromotionClaimsTable {
  merchant_code: string;
  member_id: number;
  promotion_id: string;
  claimed_at: Date;
}

export interface ReferralCodesTable {
  merchant_code: string;
  member_id: number;
  code: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A registration credited to its referrer: one row per new member. */
export interface ReferralCreditsTable {
  merchant_code: string;
  member_id: number;
  referrer_id: number;
  credited_at: Date;
}

/** A phone (device id) that opened a referrer's link. */
export interface ReferralVisitsTable {
  merchant_code: string;
  referrer_id: number;
  visitor_id: string;
  visited_at: Date;
}

export interface AnnouncementsTable {
  merchant_code: string;
  id: string;
  type: string;
  /** Platforms, comma-separated (M for mobile). */
  platforms: string;
  category: string;
  ordinal: number;
  starts_at: Date;
  ends_at: Date | null;
  title: LocalizedColumn;
  content: LocalizedColumn;
  /** Off: players do not see it (console). */
  enabled: Generated<boolean>;
}

export interface VipLevelsTable {
  merchant_code: string;
  label_id: string;
  label_name: LocalizedColumn;
  type: 'AUTO' | 'MANUAL';
  rank_level: number;
  total_conditions: number;
  /** contract VipCondition[]: the level's named conditions. */
  conditions: ColumnType<VipCondition[], string, string>;
  /** How many conditions reach the level (0 for a level without conditions). */
  required_conditions: number;
  benefits: ColumnType<Record<string, string>[], string, string>;
}

/** One run of a scheduled job for a merchant and period; a lease says who works it. */
export interface JobRunsTable {
  job: string;
  merchant_code: string;
  period: string;
  status: 'running' | 'done';
  lease_owner: string | null;
  lease_until: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  started_at: Date;
  finished_at: Date | null;
}

/** What a job paid, once per reference, written in the transaction that pays it. */
/** One operator action; appended only (a trigger refuses updates and deletes). */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  merchant_code: string | null;
  operator_id: number | null;
  operator_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: ColumnType<Date, Date, never>;
}

/** One conversion event, once per merchant and eventID (and per reference for money events). */
export interface TrackedEventsTable {
  id: ColumnType<string, never, never>;
  merchant_code: string;
  event_id: string;
  name: string;
  source: TrackedEventSource;
  member_id: number | null;
  reference: string | null;
  amount: ColumnType<string | null, number | null, never>;
  currency: string | null;
  payload: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date, never>;
}

/** A member's server-to-server attribution ids (SPEC.md section 3), the latest the app sent. */
export interface MemberS2sInfoTable {
  merchant_code: string;
  member_id: number;
  ad_app_token: string | null;
  gps_adid: string | null;
  adid: string | null;
  af_app_id: string | null;
  appsflyer_id: string | null;
  af_advertising_id: string | null;
  af_oaid: string | null;
  idfa: string | null;
  idfv: string | null;
  click_id: string | null;
  updated_at: Date;
}

/** How many timing samples a merchant's page kept on a day (the cap's count). */
export interface RumDaysTable {
  merchant_code: string;
  day: ColumnType<string, string, never>;
  page: string;
  samples: number;
}

export interface RumSamplesTable {
  id: Generated<string>;
  merchant_code: string;
  day: ColumnType<string, string, never>;
  page: string;
  metric: RumMetric;
  value: number;
}

/** One postback of one tracked event to one destination. */
export interface PostbackOutboxTable {
  id: Generated<string>;
  merchant_code: string;
  destination: PostbackDestination;
  event_id: string;
  tracked_event_id: string;
  status: ColumnType<'queued' | 'sent' | 'failed', 'queued' | undefined, 'sent' | 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface PostbackDispatchedTable {
  tracked_event_id: string;
  dispatched_at: Date;
}

/** A member's attribution, written once at registration; a trigger refuses updates. */
export interface MemberAttributionsTable {
  member_id: number;
  merchant_code: string;
  affiliate_code: string;
  domain: string | null;
  referral_code: string | null;
  link_id: number | null;
  campaign: string | null;
  click_source: string;
  pixel_track: ColumnType<Record<string, string> | null, string | null, never>;
  register_url: string | null;
  first_touch_at: ColumnType<Date, Date, never>;
  registered_at: ColumnType<Date, Date, never>;
}

export interface JobPaymentsTable {
  merchant_code: string;
  reference: string;
  job: string;
  period: string;
  member_id: number;
  amount: Int8;
  /** What the amount was computed from (a cashback's net loss, a reward's level rank). */
  basis: Int8;
  paid_at: Date;
}

export interface MemberClubLabelsTable {
  merchant_code: string;
  member_id: number;
  label_id: string;
  completed_conditions: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** When the member came to this label (the rule or the operator). */
  reached_at: ColumnType<Date, Date | undefined, Date>;
}

/** A bigint column: drivers read it as a string (pg) or a bigint (PGlite); numbers go in. */
type Int8 = ColumnType<string | number | bigint, number, number>;

/** One member's balance in minor units; every movement locks and updates this row. */
export interface WalletsTable {
  merchant_code: string;
  member_id: number;
  /** The cash account. */
  balance: Int8;
  /** The bonus account: the money of the member's active bonus (issue 31). */
  bonus_balance: ColumnType<string | number | bigint, number | undefined, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One money movement of the append-only ledger; amount is signed, in minor units. */
export interface WalletEntriesTable {
  id: Generated<string | number | bigint>;
  merchant_code: string;
  member_id: number;
  kind: WalletEntryKind;
  /** The account moved (contract WALLET_ACCOUNTS); balance_after is that account's. */
  account: ColumnType<WalletAccount, WalletAccount | undefined, never>;
  /** The bonus a bonus-account entry (or a conversion's cash leg) belongs to. */
  bonus_id: ColumnType<string | number | bigint | null, number | null | undefined, never>;
  amount: Int8;
  balance_after: Int8;
  /** Unique per merchant: a retried request with the same reference moves nothing. */
  reference: string;
  note: ColumnType<string, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A deposit through a payment provider; credited once, when the provider says it is paid. */
export interface DepositsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  method: string;
  amount: Int8;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The deposit bonus chosen with it; granted when it is paid. */
  bonus_promotion_id: ColumnType<string | null, string | null | undefined, never>;
}

/** One granted bonus (issue 31); its money is its share of the bonus account. */
export interface BonusesTable {
  id: Generated<string | number | bigint>;
  merchant_code: string;
  member_id: number;
  kind: BonusKind;
  promotion_id: string | null;
  reference: string;
  granted: Int8;
  balance: Int8;
  wagered: Int8;
  required: Int8;
  max_bet: ColumnType<string | number | bigint | null, number | null, number | null>;
  /** Which games count and by what weight: { categories: { LANE: percent }, vendors?: [] }. */
  games: ColumnType<BonusGamesColumn, string, string>;
  on_withdrawal: BonusWithdrawalRule;
  state: BonusState;
  granted_at: Date;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export interface BonusGamesColumn {
  categories: Record<string, number>;
  vendors?: string[] | undefined;
}

/** One seamless-wallet bet: its idempotency record and how its stake split between accounts. */
export interface VendorBetsTable {
  merchant_code: string;
  reference: string;
  member_id: number;
  vendor: string;
  game_id: string | null;
  round_id: string | null;
  cash_stake: Int8;
  bonus_stake: Int8;
  bonus_id: ColumnType<string | number | bigint | null, number | null, never>;
  contribution: Int8;
  rolled_back: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type DepositStatus = DepositStatusName;

export type WithdrawalStatus = WithdrawalStatusName;

/** A withdrawal request: its amount is held at once; the operator approves or rejects it. */
export interface WithdrawalsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  amount: Int8;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  account_id: ColumnType<string | null, string | null | undefined, never>;
  /** The first of two approvals (above the merchant's threshold): the operator and when. */
  first_approved_by: ColumnType<string | null, never, string | null>;
  first_approved_by_id: ColumnType<number | null, never, number | null>;
  first_approved_at: ColumnType<Date | null, never, Date | null>;
  /** The operator (or command-line user) who approved or rejected it. */
  decided_by: ColumnType<string | null, never, string | null>;
  decided_by_id: ColumnType<number | null, never, number | null>;
}

export interface WithdrawAccountsTable {
  id: string;
  merchant_code: string;
  member_id: number;
  type: WithdrawAccountType;
  provider: string;
  holder_name: string;
  account_number: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MemberProtectionTable {
  merchant_code: string;
  member_id: number;
  birth_date: string | null;
  terms_version: string | null;
  privacy_version: string | null;
  terms_accepted_at: Date | null;
  reality_check_minutes: number | null;
  break_kind: 'timeOut' | 'selfExclusion' | null;
  break_from: Date | null;
  break_until: Date | null;
}

export interface ProtectionLimitsTable {
  merchant_code: string;
  member_id: number;
  kind: 'deposit' | 'loss' | 'session';
  period: 'day' | 'week' | 'month';
  value: Int8 | null;
  pending: ColumnType<boolean, boolean | undefined, boolean>;
  pending_value: Int8 | null;
  pending_at: Date | null;
  updated_at: Date;
}

export interface PlaySessionsTable {
  id: Generated<Int8>;
  merchant_code: string;
  member_id: number;
  started_at: Date;
  last_play_at: Date;
  ended_at: Date | null;
}

export interface ProtectionAuditTable {
  id: Generated<Int8>;
  merchant_code: string;
  member_id: number;
  action: string;
  details: string;
  created_at: Date;
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

export interface Database {
  content_versions: ContentVersionsTable;
  member_identities: MemberIdentitiesTable;
  member_passkeys: MemberPasskeysTable;
  member_devices: MemberDevicesTable;
  sign_in_notices: SignInNoticesTable;
  withdraw_accounts: WithdrawAccountsTable;
  withdrawals: WithdrawalsTable;
  deposits: DepositsTable;
  wallets: WalletsTable;
  wallet_entries: WalletEntriesTable;
  bonuses: BonusesTable;
  vendor_bets: VendorBetsTable;
  members: MembersTable;
  member_notes: MemberNotesTable;
  balance_adjustments: BalanceAdjustmentsTable;
  password_reset_links: PasswordResetLinksTable;
  verification_codes: VerificationCodesTable;
  verification_quotas: VerificationQuotasTable;
  dev_inbox: DevInboxTable;
  message_outbox: MessageOutboxTable;
  member_totp: MemberTotpTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  remember_tokens: RememberTokensTable;
  merchants: MerchantsTable;
  merchant_hosts: MerchantHostsTable;
  schema_migrations: SchemaMigrationsTable;
  envelope_keys: EnvelopeKeysTable;
  game_vendors: GameVendorsTable;
  games: GamesTable;
  catalogue_images: CatalogueImagesTable;
  game_matches: GameMatchesTable;
  banners: BannersTable;
  server_secrets: ServerSecretsTable;
  envelope_nonces: EnvelopeNoncesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_requests: OperatorRequestsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_canned_replies: ChatCannedRepliesTable;
  feedback: FeedbackTable;
  promotion_settings: PromotionSettingsTable;
  promotion_categories: PromotionCategoriesTable;
  promotions: PromotionsTable;
  audit_log: AuditLogTable;
  tracked_events: TrackedEventsTable;
  member_s2s_info: MemberS2sInfoTable;
  rum_days: RumDaysTable;
  rum_samples: RumSamplesTable;
  postback_outbox: PostbackOutboxTable;
  postback_dispatched: PostbackDispatchedTable;
  member_attributions: MemberAttributionsTable;
  job_runs: JobRunsTable;
  job_payments: JobPaymentsTable;
  promotion_claims: PromotionClaimsTable;
  referral_codes: ReferralCodesTable;
  referral_credits: ReferralCreditsTable;
  referral_visits: ReferralVisitsTable;
  announcements: AnnouncementsTable;
  vip_levels: VipLevelsTable;
  member_club_labels: MemberClubLabelsTable;
  member_protection: MemberProtectionTable;
  protection_limits: ProtectionLimitsTable;
  play_sessions: PlaySessionsTable;
  protection_audit: ProtectionAuditTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_topic_subscriptions: PushTopicSubscriptionsTable;
  push_messages: PushMessagesTable;
  push_outbox: PushOutboxTable;
}

/** A merchant's VAPID key pair (base64url); the private key sealed under a server secret. */
export interface PushVapidKeysTable {
  merchant_code: string;
  public_key: string;
  private_key_sealed: string;
  created_at: Date;
}

/** A browser's push subscription; the registration token standing for it is kept only hashed. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  merchant_code: string;
  token_hash: string;
  endpoint: string;
  auth: string;
  p256dh: string;
  application_pub_key: string | null;
  member_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface PushTopicSubscriptionsTable {
  subscription_id: string;
  topic: string;
}

/** What an operator sent: its words by language, to a topic or a member. */
export interface PushMessagesTable {
  id: Generated<string>;
  merchant_code: string;
  target_kind: 'topic' | 'member';
  target: string;
  marketing: boolean;
  contents: ColumnType<Record<string, { title: string; body: string; url: string }>, string, never>;
  default_language: string;
  sent_by: string;
  recipients: Generated<number>;
  created_at: Date;
}

/** One message to one subscription, until the push service takes it. */
export interface PushOutboxTable {
  id: Generated<string>;
  message_id: string;
  subscription_id: string;
  status: Generated<'queued' | 'failed'>;
  attempts: Generated<number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
}
