import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

export interface NoticeRow {
  id: string;
  session_id: string;
  device: string;
  ip: string;
  user_agent: string;
  created_at: Date;
}

/** The devices members signed in from, and the notices of sign-ins from new ones. */
export class SignInNoticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the device; answers whether it is new for a member who had others (a member's very
   * first device is no news). One insert decides a race of first sign-ins from one device.
   */
  async rememberDevice(
    merchantCode: string,
    memberId: number,
    deviceKey: string,
    now: Date,
  ): Promise<'first' | 'known' | 'new'> {
    const inserted = await this.db
      .insertInto('member_devices')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        device_key: deviceKey,
        first_seen_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('device_key')
      .execute();
    if (inserted.length === 0) return 'known';
    const row = await this.db
      .selectFrom('member_devices')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(row.count) > 1 ? 'new' : 'first';
  }

  async insert(
    executor: Kysely<Database>,
    notice: {
      merchantCode: string;
      memberId: number;
      sessionId: string;
      device: string;
      ip: string;
      userAgent: string;
      now: Date;
    },
  ): Promise<void> {
    await executor
      .insertInto('sign_in_notices')
      .values({
        merchant_code: notice.merchantCode,
        member_id: notice.memberId,
        session_id: notice.sessionId,
        device: notice.device.slice(0, 32),
        ip: notice.ip.slice(0, 64),
        user_agent: notice.userAgent.slice(0, 256),
        created_at: notice.now,
      })
      .execute();
  }

  listOf(merchantCode: string, memberId: number, limit: number): Promise<NoticeRow[]> {
    return this.db
      .selectFrom('sign_in_notices')
      .select(['id', 'session_id', 'device', 'ip', 'user_agent', 'created_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
