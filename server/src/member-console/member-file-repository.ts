import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** What a search looks for: each key already read into the form its column keeps. */
export interface SearchKeys {
  /** The beginning of a username, folded to lower case. */
  usernamePrefix: string;
  email: string | undefined;
  /** E.164. */
  mobile: string | undefined;
  memberId: number | undefined;
  /** Normalised (upper case). */
  referralCode: string | undefined;
}

export interface MemberSummaryRow {
  id: number;
  username: string;
  mobile: string | null;
  email: string | null;
  created_at: Date;
  locked_at: Date | null;
}

const SUMMARY_COLUMNS = [
  'members.id',
  'members.username',
  'members.mobile',
  'members.email',
  'members.created_at',
  'members.locked_at',
] as const;

/** `%` and `_` are LIKE wildcards; a typed one is matched as itself. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

type Id = string | number | bigint;
const num = (value: Id) => Number(value);

/**
 * The console's reads about members: search and the member page's lists. Read-only, explicit
 * columns, the merchant named in every statement.
 */
export class MemberFileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Members matching any key, newest first, `limit` after the member id `after`. */
  async search(
    merchantCode: string,
    keys: SearchKeys,
    page: { after: number | undefined; limit: number },
  ): Promise<MemberSummaryRow[]> {
    let query = this.db
      .selectFrom('members')
      .select(SUMMARY_COLUMNS)
      .where('members.merchant_code', '=', merchantCode)
      .where((eb) => {
        const any = [eb('members.username_folded', 'like', `${escapeLike(keys.usernamePrefix)}%`)];
        if (keys.email) any.push(eb(sql<string>`lower(members.email)`, '=', keys.email));
        if (keys.mobile) any.push(eb('members.mobile', '=', keys.mobile));
        if (keys.memberId !== undefined) any.push(eb('members.id', '=', keys.memberId));
        if (keys.referralCode) {
          any.push(
            eb(
              'members.id',
              'in',
              eb
                .selectFrom('referral_codes')
                .select('referral_codes.member_id')
                .where('referral_codes.merchant_code', '=', merchantCode)
                .where('referral_codes.code', '=', keys.referralCode),
            ),
          );
        }
        return eb.or(any);
      })
      .orderBy('members.id', 'desc')
      .limit(page.limit);
    if (page.after !== undefined) query = query.where('members.id', '<', page.after);
    return query.execute();
  }

  async profile(merchantCode: string, memberId: number) {
    return this.db
      .selectFrom('members')
      .leftJoin('member_totp', (join) =>
        join
          .onRef('member_totp.merchant_code', '=', 'members.merchant_code')
          .onRef('member_totp.member_id', '=', 'members.id'),
      )
      .select([
        'members.id',
        'members.username',
        'members.mobile',
        'members.email',
        'members.language',
        'members.customer_type',
        'members.agent_application',
        'members.created_at',
        'members.first_login_at',
        'members.password_changed_at',
        'members.locked_at',
        'members.locked_reason',
        'members.two_factor_sms',
        'members.two_factor_email',
        'members.registration',
        'member_totp.enabled_at',
      ])
      .where('members.merchant_code', '=', merchantCode)
      .where('members.id', '=', memberId)
      .executeTakeFirst();
  }

  async deposits(merchantCode: string, memberId: number, limit: number) {
    const rows = await this.db
      .selectFrom('deposits')
      .select(['id', 'method', 'amount', 'status', 'created_at', 'settled_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, amount: num(row.amount) }));
  }

  async withdrawals(merchantCode: string, memberId: number, limit: number) {
    const rows = await this.db
      .selectFrom('withdrawals')
      .select(['id', 'amount', 'status', 'created_at', 'decided_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, amount: num(row.amount) }));
  }

  async bonuses(merchantCode: string, memberId: number, limit: number) {
    const rows = await this.db
      .selectFrom('bonuses')
      .select([
        'id',
        'kind',
        'promotion_id',
        'granted',
        'balance',
        'wagered',
        'required',
        'state',
        'granted_at',
        'expires_at',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      id: num(row.id),
      granted: num(row.granted),
      balance: num(row.balance),
      wagered: num(row.wagered),
      required: num(row.required),
    }));
  }

  /** Sessions neither ended nor past their absolute expiry, newest activity first. */
  async liveSessions(merchantCode: string, memberId: number, now: Date, idleSince: Date) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'device', 'device_id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleSince)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }

  /** Every login device id the member used, with its latest address, most recent first. */
  async devices(merchantCode: string, memberId: number, limit: number) {
    const rows = await this.db
      .selectFrom('sessions')
      .select([
        'device_id',
        sql<Date>`max(last_seen_at)`.as('last_seen_at'),
        sql<string>`(array_agg(ip ORDER BY last_seen_at DESC))[1]`.as('last_ip'),
        sql<Id>`count(*)`.as('sessions'),
      ])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('device_id', '!=', '')
      .groupBy('device_id')
      .orderBy(sql`max(last_seen_at)`, 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, sessions: num(row.sessions) }));
  }

  async referralCode(merchantCode: string, memberId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('referral_codes')
      .select('code')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.code ?? null;
  }

  async referrer(merchantCode: string, memberId: number) {
    return this.db
      .selectFrom('referral_credits')
      .innerJoin('members', (join) =>
        join
          .onRef('members.id', '=', 'referral_credits.referrer_id')
          .onRef('members.merchant_code', '=', 'referral_credits.merchant_code'),
      )
      .select(['members.id', 'members.username'])
      .where('referral_credits.merchant_code', '=', merchantCode)
      .where('referral_credits.member_id', '=', memberId)
      .executeTakeFirst();
  }

  async referred(merchantCode: string, memberId: number, limit: number) {
    const base = this.db
      .selectFrom('referral_credits')
      .where('referral_credits.merchant_code', '=', merchantCode)
      .where('referral_credits.referrer_id', '=', memberId);
    const [rows, count] = await Promise.all([
      base
        .innerJoin('members', (join) =>
          join
            .onRef('members.id', '=', 'referral_credits.member_id')
            .onRef('members.merchant_code', '=', 'referral_credits.merchant_code'),
        )
        .select(['members.id', 'members.username', 'referral_credits.credited_at'])
        .orderBy('referral_credits.credited_at', 'desc')
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<Id>().as('total')).executeTakeFirst(),
    ]);
    return { rows, total: num(count?.total ?? 0) };
  }

  async notes(merchantCode: string, memberId: number, limit: number) {
    return this.db
      .selectFrom('member_notes')
      .select(['id', 'operator_name', 'body', 'created_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** A keyset page of the member's ledger (both accounts), newest first. */
  async ledger(
    merchantCode: string,
    memberId: number,
    page: { before: string | undefined; limit: number },
  ) {
    let query = this.db
      .selectFrom('wallet_entries')
      .select([
        'id',
        'kind',
        'account',
        'amount',
        'balance_after',
        'reference',
        'note',
        'created_at',
      ])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.limit);
    if (page.before) query = query.where('id', '<', page.before);
    const rows = await query.execute();
    return rows.map((row) => ({
      ...row,
      id: String(row.id),
      amount: num(row.amount),
      balance_after: num(row.balance_after),
    }));
  }
}
