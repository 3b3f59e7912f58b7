import type { Kysely } from 'kysely';
import type { OperatorRole, OperatorSignInStage } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** A live session with its operator as the row stands now (role, name, merchant). */
export interface OperatorSessionRow {
  operator_id: number;
  stage: OperatorSignInStage;
  pairing_secret_sealed: string | null;
  last_seen_at: Date;
  username: string;
  role: OperatorRole;
  /** The operator's merchant; null for a super-operator. */
  merchant_code: string | null;
}

/**
 * Operator sessions, stored by token hash only. A session lives while it is not ended, not past
 * its absolute expiry, used within the idle time, and its operator is not disabled; a merchant
 * operator's session works on its merchant only, a super-operator's on every merchant.
 */
export class OperatorSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    tokenHash: string;
    merchantCode: string | null;
    operatorId: number;
    stage: OperatorSignInStage;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('operator_sessions')
      .values({
        token_hash: row.tokenHash,
        merchant_code: row.merchantCode,
        operator_id: row.operatorId,
        stage: row.stage,
        pairing_secret_sealed: null,
        created_at: row.createdAt,
        last_seen_at: row.createdAt,
        expires_at: row.expiresAt,
      })
      .execute();
  }

  /** The live session of this token usable on this merchant, if any. */
  findLive(
    merchantCode: string,
    tokenHash: string,
    at: Date,
    idleSince: Date,
  ): Promise<OperatorSessionRow | undefined> {
    return this.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select([
        's.operator_id',
        's.stage',
        's.pairing_secret_sealed',
        's.last_seen_at',
        'o.username',
        'o.role',
        'o.merchant_code',
      ])
      .where('s.token_hash', '=', tokenHash)
      .where((eb) =>
        eb.or([eb('s.merchant_code', '=', merchantCode), eb('s.merchant_code', 'is', null)]),
      )
      .where('s.ended_at', 'is', null)
      .where('s.expires_at', '>', at)
      .where('s.last_seen_at', '>', idleSince)
      .where('o.disabled_at', 'is', null)
      .executeTakeFirst();
  }

  /** Marks the session used now (idle expiry counts from here). */
  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: at })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /**
   * Moves a sign-in from one stage to the next under a new token, once: false when the session
   * is no longer at `from` (another request moved it, or it ended). The old token is gone, so a
   * token seen before a step opens nothing after it.
   */
  async advance(
    tokenHash: string,
    newTokenHash: string,
    from: OperatorSignInStage,
    to: OperatorSignInStage,
    at: Date,
    expiresAt: Date,
    db: Kysely<Database> = this.db,
  ): Promise<boolean> {
    const row = await db
      .updateTable('operator_sessions')
      .set({
        token_hash: newTokenHash,
        stage: to,
        last_seen_at: at,
        expires_at: expiresAt,
        pairing_secret_sealed: null,
        code_tries: 0,
      })
      .where('token_hash', '=', tokenHash)
      .where('stage', '=', from)
      .where('ended_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Takes one of the pending sign-in's `max` authenticator tries, in one conditional statement
   * so parallel codes cannot all pass: false once they are spent (or the session ended).
   */
  async takeCodeTry(tokenHash: string, max: number): Promise<boolean> {
    const row = await this.db
      .updateTable('operator_sessions')
      .set((eb) => ({ code_tries: eb('code_tries', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .where('code_tries', '<', max)
      .returning('code_tries')
      .executeTakeFirst();
    return !!row;
  }

  async setPairingSecret(tokenHash: string, sealed: string): Promise<void> {
    await this.db
      .updateTable('operator_sessions')
      .set({ pairing_secret_sealed: sealed })
      .where('token_hash', '=', tokenHash)
      .where('stage', '=', 'pair')
      .execute();
  }

  async end(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('operator_sessions')
      .set({ ended_at: at })
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Ends every session of an operator (disabled, role changed, authenticator reset). */
  async endAllOf(operatorId: number, at: Date, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .updateTable('operator_sessions')
      .set({ ended_at: at })
      .where('operator_id', '=', operatorId)
      .where('ended_at', 'is', null)
      .execute();
  }
}
