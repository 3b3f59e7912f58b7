import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** A member's state that an operator's security action changes, read under the row's lock. */
export interface SecurityState {
  lockedAt: Date | null;
  lockReason: string | null;
  authenticator: boolean;
  sms: boolean;
  email: boolean;
}

/**
 * The writes of operators' security actions on a member: each inside the caller's transaction,
 * after `lock` took the member's row, so the action, its audit entry and a racing sign-in are
 * ordered. Every statement names the merchant.
 */
export class MemberSecurityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The member's row locked until the transaction ends, with what security actions change. */
  async lock(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<SecurityState | undefined> {
    const row = await trx
      .selectFrom('members')
      .leftJoin('member_totp', (join) =>
        join
          .onRef('member_totp.merchant_code', '=', 'members.merchant_code')
          .onRef('member_totp.member_id', '=', 'members.id'),
      )
      .select([
        'members.locked_at',
        'members.locked_reason',
        'members.two_factor_sms',
        'members.two_factor_email',
        'member_totp.enabled_at',
      ])
      .where('members.merchant_code', '=', merchantCode)
      .where('members.id', '=', memberId)
      .forUpdate('members')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      lockedAt: row.locked_at,
      lockReason: row.locked_reason,
      authenticator: row.enabled_at !== null && row.enabled_at !== undefined,
      sms: row.two_factor_sms,
      email: row.two_factor_email,
    };
  }

  async setLock(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
    lock: { at: Date; reason: string } | null,
  ): Promise<void> {
    await trx
      .updateTable('members')
      .set({ locked_at: lock?.at ?? null, locked_reason: lock?.reason ?? null })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', memberId)
      .execute();
  }

  /** Ends every live session and revokes every remembered login; answers how many sessions. */
  async endEverySession(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
    at: Date,
  ): Promise<number> {
    const ended = await trx
      .updateTable('sessions')
      .set({ ended_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    await trx
      .updateTable('remember_tokens')
      .set({ revoked_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    return Number(ended.numUpdatedRows);
  }

  /** Removes the authenticator and its recovery codes, and turns texted and emailed codes off. */
  async resetSecondFactor(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
  ): Promise<void> {
    await trx
      .deleteFrom('member_totp')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .execute();
    await trx
      .deleteFrom('recovery_codes')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .execute();
    await trx
      .updateTable('members')
      .set({ two_factor_sms: false, two_factor_email: false })
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', memberId)
      .execute();
  }
}
