import { sql, type Kysely } from 'kysely';
import type { LimitKind, LimitPeriod } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

const RECORD_COLUMNS = [
  'birth_date',
  'terms_version',
  'privacy_version',
  'terms_accepted_at',
  'reality_check_minutes',
  'break_kind',
  'break_from',
  'break_until',
] as const;

const LIMIT_COLUMNS = [
  'kind',
  'period',
  'value',
  'pending',
  'pending_value',
  'pending_at',
] as const;

/** A member's protection record (absent for members registered before it existed). */
export interface ProtectionRecord {
  birthDate: string | null;
  termsVersion: string | null;
  privacyVersion: string | null;
  realityCheckMinutes: number | null;
  breakKind: 'timeOut' | 'selfExclusion' | null;
  breakUntil: Date | null;
}

/** One limit row: the value in force, and a looser one waiting until pendingAt. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  pending: boolean;
  pendingValue: number | null;
  pendingAt: Date | null;
}

export interface AuditEntry {
  merchantCode: string;
  memberId: number;
  action: string;
  details: Record<string, unknown>;
  at: Date;
}

const numberOrNull = (value: string | number | bigint | null) =>
  value === null ? null : Number(value);

/** Kinds of ledger entry that make up play: a member's net loss is minus their sum. */
const PLAY_KINDS = ['bet', 'win', 'rollback'] as const;

/** Protection records, limits, play sessions and the audit; every query names the merchant. */
export class ProtectionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(
    merchantCode: string,
    memberId: number,
    executor: Kysely<Database> = this.db,
  ): Promise<ProtectionRecord | undefined> {
    const row = await executor
      .selectFrom('member_protection')
      .select(RECORD_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      birthDate: row.birth_date,
      termsVersion: row.terms_version,
      privacyVersion: row.privacy_version,
      realityCheckMinutes: row.reality_check_minutes,
      breakKind: row.break_kind,
      breakUntil: row.break_until,
    };
  }

  /** What a registration records: the date of birth and the versions accepted, and when. */
  async insertRegistration(entry: {
    merchantCode: string;
    memberId: number;
    birthDate: string;
    termsVersion: string;
    privacyVersion: string;
    at: Date;
  }): Promise<void> {
    await this.db
      .insertInto('member_protection')
      .values({
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        birth_date: entry.birthDate,
        terms_version: entry.termsVersion,
        privacy_version: entry.privacyVersion,
        terms_accepted_at: entry.at,
      })
      .execute();
  }

  async acceptTerms(
    merchantCode: string,
    memberId: number,
    versions: { termsVersion: string; privacyVersion: string },
    at: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    await executor
      .insertInto('member_protection')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        terms_version: versions.termsVersion,
        privacy_version: versions.privacyVersion,
        terms_accepted_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['merchant_code', 'member_id']).doUpdateSet({
          terms_version: versions.termsVersion,
          privacy_version: versions.privacyVersion,
          terms_accepted_at: at,
        }),
      )
      .execute();
  }

  async setRealityCheck(
    merchantCode: string,
    memberId: number,
    minutes: number,
    executor: Kysely<Database> = this.db,
  ): Promise<void> {
    await executor
      .insertInto('member_protection')
      .values({ merchant_code: merchantCode, member_id: memberId, reality_check_minutes: minutes })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_code', 'member_id'])
          .doUpdateSet({ reality_check_minutes: minutes }),
      )
      .execute();
  }

  /**
   * Starts a time-out or self-exclusion unless one is still running (none is ever shortened or
   * replaced early); false when one is.
   */
  async startBreak(
    executor: Kysely<Database>,
    entry: {
      merchantCode: string;
      memberId: number;
      kind: 'timeOut' | 'selfExclusion';
      from: Date;
      until: Date | null;
    },
  ): Promise<boolean> {
    const row = await executor
      .insertInto('member_protection')
      .values({
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        break_kind: entry.kind,
        break_from: entry.from,
        break_until: entry.until,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['merchant_code', 'member_id'])
          .doUpdateSet({
            break_kind: entry.kind,
            break_from: entry.from,
            break_until: entry.until,
          })
          .where((eb) =>
            eb.or([
              eb('member_protection.break_kind', 'is', null),
              eb.and([
                eb('member_protection.break_until', 'is not', null),
                eb('member_protection.break_until', '<=', entry.from),
              ]),
            ]),
          ),
      )
      .returning('member_id')
      .executeTakeFirst();
    return !!row;
  }

  async limits(
    merchantCode: string,
    memberId: number,
    executor: Kysely<Database> = this.db,
  ): Promise<LimitRow[]> {
    const rows = await executor
      .selectFrom('protection_limits')
      .select(LIMIT_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .execute();
    return rows.map(toLimit);
  }

  /**
   * The member's limits of some kinds, their rows locked until the transaction ends: a deposit
   * or bet judged against them queues behind another, and behind a change of them.
   */
  async lockLimits(
    trx: Kysely<Database>,
    merchantCode: string,
    memberId: number,
    kinds: readonly LimitKind[],
  ): Promise<LimitRow[]> {
    const rows = await trx
      .selectFrom('protection_limits')
      .select(LIMIT_COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('kind', 'in', kinds)
      .orderBy('kind')
      .orderBy('period')
      .forUpdate()
      .execute();
    return rows.map(toLimit);
  }

  async saveLimit(
    trx: Kysely<Database>,
    merchantCode: string,
    memberId: number,
    limit: LimitRow,
    at: Date,
  ): Promise<void> {
    const values = {
      value: limit.value,
      pending: limit.pending,
      pending_value: limit.pendingValue,
      pending_at: limit.pendingAt,
      updated_at: at,
    };
    await trx
      .insertInto('protection_limits')
      .values({
        merchant_code: merchantCode,
        member_id: memberId,
        kind: limit.kind,
        period: limit.period,
        ...values,
      })
      .onConflict((conflict) =>
        conflict.columns(['merchant_code', 'member_id', 'kind', 'period']).doUpdateSet(values),
      )
      .execute();
  }

  /** The amount of the member's pending and paid deposits started since `since`. */
  depositedSince(
    merchantCode: string,
    memberId: number,
    since: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<number> {
    return this.depositSum(executor, merchantCode, memberId, { start: since });
  }

  /**
   * The amount of the member's pending and paid deposits started in [start, end), but `exceptId`:
   * what a payment being credited adds to, in the period it started.
   */
  depositedIn(
    merchantCode: string,
    memberId: number,
    window: { start: Date; end: Date },
    exceptId: string,
    executor: Kysely<Database> = this.db,
  ): Promise<number> {
    return this.depositSum(executor, merchantCode, memberId, window, exceptId);
  }

  /** Pending and paid deposits started from `start` (to `end`, leaving `exceptId` out). */
  private async depositSum(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
    window: { start: Date; end?: Date },
    exceptId?: string,
  ): Promise<number> {
    let query = executor
      .selectFrom('deposits')
      .select(sql<string | number | null>`sum(amount)`.as('sum'))
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('status', 'in', ['pending', 'paid'])
      .where('created_at', '>=', window.start);
    if (window.end) query = query.where('created_at', '<', window.end);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    const row = await query.executeTakeFirst();
    return Number(row?.sum ?? 0);
  }

  /** Bets, and the net result (wins and rollbacks minus bets), of the member's play since `since`. */
  async playSince(
    merchantCode: string,
    memberId: number,
    since: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<{ bets: number; net: number }> {
    const row = await executor
      .selectFrom('wallet_entries')
      .select([
        sql<string | number | null>`sum(case when kind = 'bet' then -amount else 0 end)`.as('bets'),
        sql<string | number | null>`sum(amount)`.as('net'),
      ])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('kind', 'in', PLAY_KINDS)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return { bets: Number(row?.bets ?? 0), net: Number(row?.net ?? 0) };
  }

  /** Opens a play session (a launch), ending any the member left open. */
  async openPlaySession(merchantCode: string, memberId: number, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('play_sessions')
        .set({ ended_at: sql`greatest(last_play_at, started_at)` })
        .where('merchant_code', '=', merchantCode)
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .execute();
      await trx
        .insertInto('play_sessions')
        .values({
          merchant_code: merchantCode,
          member_id: memberId,
          started_at: at,
          last_play_at: at,
        })
        .execute();
    });
  }

  async openPlaySessionOf(
    merchantCode: string,
    memberId: number,
  ): Promise<{ startedAt: Date } | undefined> {
    const row = await this.db
      .selectFrom('play_sessions')
      .select('started_at')
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .orderBy('started_at', 'desc')
      .executeTakeFirst();
    return row ? { startedAt: row.started_at } : undefined;
  }

  /** Marks play now in the member's open session; it counts toward the day's play time. */
  async touchPlay(
    executor: Kysely<Database>,
    merchantCode: string,
    memberId: number,
    at: Date,
  ): Promise<void> {
    await executor
      .updateTable('play_sessions')
      .set({ last_play_at: at })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .where('last_play_at', '<', at)
      .execute();
  }

  async endPlaySessions(merchantCode: string, memberId: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('play_sessions')
      .set({ ended_at: at, last_play_at: sql`greatest(last_play_at, ${at})` })
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Milliseconds played in [start, end): each session from its start to its end, or while open to
   * `now`, clipped to the window.
   */
  async playedMs(
    merchantCode: string,
    memberId: number,
    window: { start: Date; end: Date },
    now: Date,
    executor: Kysely<Database> = this.db,
  ): Promise<number> {
    const rows = await executor
      .selectFrom('play_sessions')
      .select(['started_at', 'ended_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .where('started_at', '<', window.end)
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', window.start)]))
      .execute();
    return rows.reduce((total, row) => {
      const from = Math.max(row.started_at.getTime(), window.start.getTime());
      const to = Math.min((row.ended_at ?? now).getTime(), window.end.getTime(), now.getTime());
      return total + Math.max(0, to - from);
    }, 0);
  }

  async audit(entry: AuditEntry, executor: Kysely<Database> = this.db): Promise<void> {
    await executor
      .insertInto('protection_audit')
      .values({
        merchant_code: entry.merchantCode,
        member_id: entry.memberId,
        action: entry.action,
        details: JSON.stringify(entry.details),
        created_at: entry.at,
      })
      .execute();
  }

  /** The member's audit trail, oldest first (the operators' console reads it). */
  async auditOf(merchantCode: string, memberId: number) {
    const rows = await this.db
      .selectFrom('protection_audit')
      .select(['action', 'details', 'created_at'])
      .where('merchant_code', '=', merchantCode)
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      action: row.action,
      details: JSON.parse(row.details) as Record<string, unknown>,
      at: row.created_at,
    }));
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

function toLimit(row: {
  kind: LimitKind;
  period: LimitPeriod;
  value: string | number | bigint | null;
  pending: boolean;
  pending_value: string | number | bigint | null;
  pending_at: Date | null;
}): LimitRow {
  return {
    kind: row.kind,
    period: row.period,
    value: numberOrNull(row.value),
    pending: row.pending,
    pendingValue: numberOrNull(row.pending_value),
    pendingAt: row.pending_at,
  };
}
