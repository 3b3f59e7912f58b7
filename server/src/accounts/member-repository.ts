import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { ShortCache } from '../core/db/short-cache.js';
import type { MembersTable } from './accounts-tables.js';

/** What every member read answers: never the password hash (only credentials() reads it). */
const MEMBER_COLUMNS = [
  'id',
  'merchant_code',
  'username',
  'mobile',
  'password_is_default',
  'password_changed_at',
  'customer_type',
  'agent_application',
  'language',
  'first_login_at',
  'created_at',
  'email',
  'two_factor_sms',
  'two_factor_email',
] as const;

export type MemberRow = Pick<Selectable<MembersTable>, (typeof MEMBER_COLUMNS)[number]>;

/** A member with the password hash, for checking a password. */
export type MemberCredentials = MemberRow &
  Pick<Selectable<MembersTable>, 'password_hash'> & {
    /** The authenticator app is on: read with the hash, so a sign-in needs no read of its own. */
    authenticator_on: boolean;
  };

export interface NewMember {
  merchantCode: string;
  username: string;
  mobile: string | null;
  passwordHash: string;
  passwordIsDefault: boolean;
  agentApplication: 'none' | 'pending';
  language: string;
  registration: Record<string, unknown>;
}

const cacheKey = (merchantCode: string, id: number) => `${merchantCode}\n${id}`;

/**
 * Reads and writes members; every query names the merchant. With a cache (the server's one
 * shared repository), `findById` is served from it for up to a second, and every write here
 * forgets the member it changes.
 */
export class MemberRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache?: ShortCache<MemberRow>,
  ) {}

  /**
   * Inserts a member; answers undefined when the username or mobile is taken on the merchant.
   * `alsoWrite` writes what belongs with the new member (its attribution) in the same transaction.
   */
  async insert(
    member: NewMember,
    alsoWrite?: (trx: Kysely<Database>, row: MemberRow) => Promise<void>,
  ): Promise<MemberRow | undefined> {
    if (!alsoWrite) return this.insertRow(member, this.db);
    return this.db.transaction().execute(async (trx) => {
      const row = await this.insertRow(member, trx);
      if (row) await alsoWrite(trx, row);
      return row;
    });
  }

  private insertRow(member: NewMember, db: Kysely<Database>): Promise<MemberRow | undefined> {
    return db
      .insertInto('members')
      .values({
        merchant_code: member.merchantCode,
        username: member.username,
        username_folded: member.username.toLowerCase(),
        mobile: member.mobile,
        password_hash: member.passwordHash,
        password_is_default: member.passwordIsDefault,
        agent_application: member.agentApplication,
        language: member.language,
        registration: JSON.stringify(member.registration),
      })
      .onConflict((oc) => oc.doNothing())
      .returning(MEMBER_COLUMNS)
      .executeTakeFirst();
  }

  /** The one read of a password hash: a member by username or id, to check a password. */
  credentials(
    merchantCode: string,
    by: { username: string } | { id: number },
  ): Promise<MemberCredentials | undefined> {
    const query = this.db
      .selectFrom('members')
      .select((eb) => [
        ...MEMBER_COLUMNS,
        'password_hash',
        eb
          .exists(
            eb
              .selectFrom('member_totp')
              .select('member_totp.member_id')
              .whereRef('member_totp.merchant_code', '=', 'members.merchant_code')
              .whereRef('member_totp.member_id', '=', 'members.id')
              .where('member_totp.enabled_at', 'is not', null),
          )
          .$castTo<boolean>()
          .as('authenticator_on'),
      ])
      .where('merchant_code', '=', merchantCode);
    return (
      'id' in by
        ? query.where('id', '=', by.id)
        : query.where('username_folded', '=', by.username.toLowerCase())
    ).executeTakeFirst();
  }

  findByUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .select(MEMBER_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('username_folded', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  /** The member whose number this is, as E.164 (phone-numbers.ts): the one form stored. */
  findByMobile(merchantCode: string, e164: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .select(MEMBER_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('mobile', '=', e164)
      .executeTakeFirst();
  }

  /** The member whose verified address this is, compared case-insensitively. */
  findByEmail(merchantCode: string, email: string): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .select(MEMBER_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findById(merchantCode: string, id: number): Promise<MemberRow | undefined> {
    const read = () =>
      this.db
        .selectFrom('members')
        .select(MEMBER_COLUMNS)
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
    return this.cache ? this.cache.get(cacheKey(merchantCode, id), read) : read();
  }

  /** Forgets the member's cached row after a change made elsewhere (an operator's action). */
  forget(merchantCode: string, id: number): void {
    this.cache?.forget(cacheKey(merchantCode, id));
  }

  async usernameTaken(merchantCode: string, username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('username_folded', '=', username.toLowerCase())
      .executeTakeFirst();
    return !!row;
  }

  async setPassword(
    merchantCode: string,
    id: number,
    passwordHash: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ password_hash: passwordHash, password_is_default: false, password_changed_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .execute();
    this.cache?.forget(cacheKey(merchantCode, id));
  }

  /**
   * Sets the member's verified address; false when another member of the merchant has it (the
   * unique index decides, so two members racing for one address cannot both get it). Changing the
   * address turns the emailed second factor off: it was proven for the old one.
   */
  async setEmail(merchantCode: string, id: number, email: string): Promise<boolean> {
    try {
      const updated = await this.db
        .updateTable('members')
        .set({
          email,
          two_factor_email: sql<boolean>`two_factor_email AND lower(email) = ${email.toLowerCase()}`,
        })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    } finally {
      this.cache?.forget(cacheKey(merchantCode, id));
    }
  }

  /**
   * Turns texted or emailed codes on or off as the member's second factor. Turning one on needs
   * its number (E.164: a number the migration could not read is never texted) or address on the
   * row, checked in the same statement; answers whether it changed.
   */
  async setCodeFactor(
    merchantCode: string,
    id: number,
    method: 'sms' | 'email',
    on: boolean,
  ): Promise<boolean> {
    const column = method === 'sms' ? 'two_factor_sms' : 'two_factor_email';
    let query = this.db
      .updateTable('members')
      .set({ [column]: on })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id);
    if (on) {
      query =
        method === 'sms'
          ? query.where('mobile', 'like', '+%')
          : query.where('email', 'is not', null);
    }
    const updated = await query.executeTakeFirst();
    this.cache?.forget(cacheKey(merchantCode, id));
    return Number(updated.numUpdatedRows) > 0;
  }

  async setLanguage(merchantCode: string, id: number, language: string): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ language })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .execute();
    this.cache?.forget(cacheKey(merchantCode, id));
  }

  /** Marks the first sign-in; answers true when this was it. */
  async markFirstLogin(merchantCode: string, id: number, at: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('members')
      .set({ first_login_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('first_login_at', 'is', null)
      .executeTakeFirst();
    const first = Number(updated.numUpdatedRows) > 0;
    if (first) this.cache?.forget(cacheKey(merchantCode, id));
    return first;
  }

  /** Approves a pending agent application: the member becomes an agent (type 1). */
  async approveAgent(merchantCode: string, username: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('members')
      .set({ agent_application: 'approved', customer_type: 1 })
      .where('merchant_code', '=', merchantCode)
      .where('username_folded', '=', username.toLowerCase())
      .where('agent_application', '=', 'pending')
      .executeTakeFirst();
    const folded = username.toLowerCase();
    this.cache?.forgetWhere(
      (member) => member.merchant_code === merchantCode && member.username.toLowerCase() === folded,
    );
    return Number(updated.numUpdatedRows) > 0;
  }
}
