import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** Members' authenticator secrets and recovery codes; every statement names the merchant. */
export class TwoFactorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async totp(merchantCode: string, memberId: number) {
    return this.db
      .selectFrom('member_totp')
      .select(['secret_sealed', 'enabled_at', 'last_step'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Stores a new secret waiting for its first code; an enabled one is never replaced here. */
  async putPending(merchantCode: string, memberId: number, sealed: string): Promise<boolean> {
    const row = await this.db
      .insertInto('member_totp')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        secret_sealed: sealed,
        enabled_at: null,
        last_step: 0,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'member_id'])
          .doUpdateSet({ secret_sealed: sealed, last_step: 0 })
          .where('member_totp.enabled_at', 'is', null),
      )
      .returning('member_id')
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Takes a TOTP time step for the member: true only when it is later than the last one taken,
   * so a code works once even when presented twice at the same moment. With `enable`, the
   * pending secret becomes the member's second factor in the same statement.
   */
  async takeStep(
    merchantCode: string,
    memberId: number,
    step: number,
    enable: { at: Date } | undefined,
  ): Promise<boolean> {
    let query = this.db
      .updateTable('member_totp')
      .set(enable ? { last_step: step, enabled_at: enable.at } : { last_step: step })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('last_step', '<', String(step));
    query = enable
      ? query.where('enabled_at', 'is', null)
      : query.where('enabled_at', 'is not', null);
    const row = await query.returning('member_id').executeTakeFirst();
    return !!row;
  }

  async remove(merchantCode: string, memberId: number): Promise<void> {
    await this.db
      .deleteFrom('member_totp')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .execute();
    await this.db
      .deleteFrom('recovery_codes')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Replaces the member's recovery codes. */
  async putRecoveryCodes(merchantCode: string, memberId: number, hashes: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('recovery_codes')
        .where('merchant_code', '=', merchantCode)
        .where('member_id', '=', memberId)
        .execute();
      await trx
        .insertInto('recovery_codes')
        .values(
          hashes.map((code_hash) => ({
            merchant_code: merchantCode,
            member_id: memberId,
            code_hash,
            used_at: null,
          })),
        )
        .execute();
    });
  }

  /** Uses a recovery code up: true for exactly one caller. */
  async useRecoveryCode(
    merchantCode: string,
    memberId: number,
    hash: string,
    at: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('member_id')
      .executeTakeFirst();
    return !!row;
  }

  async recoveryCodesLeft(merchantCode: string, memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
