import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { SessionsTable } from './accounts-tables.js';

/** What session reads answer: never the token hash. */
const SESSION_COLUMNS = [
  'id',
  'merchant_code',
  'member_id',
  'span_id',
  'device',
  'ip',
  'user_agent',
  'created_at',
  'last_seen_at',
  'expires_at',
] as const;

export type SessionRow = Pick<Selectable<SessionsTable>, (typeof SESSION_COLUMNS)[number]>;

/** A session to store; without a device id it replaces nothing. */
type NewSession = Omit<Selectable<SessionsTable>, 'ended_at' | 'device_id'> & {
  device_id?: string;
};

/** An operator locked the member: no session opens for them. */
export class MemberLocked extends Error {
  constructor() {
    super('The member is locked');
  }
}

/** Reads and writes sessions; every query names the merchant. Tokens are stored hashed only. */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts a session, unless an operator locked the member: the member's row is locked first
   * (shared; for update with a device id), so a lock racing a sign-in either comes first and is
   * seen here, or waits and then ends the new session too (MemberLocked when locked). One with a
   * device id replaces the member's live session on that device, in the same transaction, so
   * sign-ins racing from one device queue and leave one live session. Answers the ids of the
   * sessions it ended.
   */
  async insert(row: NewSession): Promise<string[]> {
    const deviceId = row.device_id;
    return this.db.transaction().execute(async (trx) => {
      const member = trx
        .selectFrom('members')
        .select('locked_at')
        .where('merchant_code', '=', row.merchant_code)
        .where('id', '=', row.member_id);
      const locked = await (deviceId ? member.forUpdate() : member.forShare()).executeTakeFirst();
      if (locked?.locked_at) throw new MemberLocked();
      if (!deviceId) {
        await trx.insertInto('sessions').values(row).execute();
        return [];
      }
      // One statement, after the lock: it sees every session committed before the lock was
      // granted, and ends them but not the one it adds.
      const ended = await trx
        .with('ended', (db) =>
          db
            .updateTable('sessions')
            .set({ ended_at: row.created_at })
            .where('merchant_code', '=', row.merchant_code)
            .where('member_id', '=', row.member_id)
            .where('device_id', '=', deviceId)
            .where('ended_at', 'is', null)
            .returning('id'),
        )
        .with('added', (db) => db.insertInto('sessions').values(row).returning('id'))
        .selectFrom('ended')
        .select('id')
        .execute();
      return ended.map(({ id }) => id);
    });
  }

  findLiveByTokenHash(merchantCode: string, tokenHash: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .select(SESSION_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
  }

  /** Records activity at `at`, never earlier than already recorded (requests overlap). */
  async touch(merchantCode: string, id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('last_seen_at', '<', at)
      .execute();
  }

  async end(merchantCode: string, id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ ended_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Ends the given live sessions of a merchant. */
  async endMany(merchantCode: string, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('sessions')
      .set({ ended_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('id', 'in', ids)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Ends every live session of a member (a password reset); answers how many ended. */
  async endAllOfMember(merchantCode: string, memberId: number, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('sessions')
      .set({ ended_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends every live session of a member except one; answers how many ended. */
  async endOthers(
    merchantCode: string,
    memberId: number,
    keepId: string,
    at: Date,
  ): Promise<number> {
    const result = await this.db
      .updateTable('sessions')
      .set({ ended_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('id', '!=', keepId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  listLive(
    merchantCode: string,
    memberId: number,
    now: Date,
    idleSince: Date,
  ): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .select(SESSION_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleSince)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }
}
