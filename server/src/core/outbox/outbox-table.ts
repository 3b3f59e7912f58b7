import {
  sql,
  type Kysely,
  type Selectable,
  type UpdateQueryBuilder,
  type UpdateResult,
  type Updateable,
} from 'kysely';
import type { OutboxClaimOptions, OutboxQueue } from './outbox-worker.js';

/** The queue's columns of an outbox row, as read. */
interface QueueColumns {
  id: string;
  status: string;
  attempts: number;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
}

/** What the queue writes into those columns. */
interface QueueWrites {
  status: 'failed';
  attempts: number;
  available_at: Date;
  claim_token: string | null;
  last_error: string;
}

/** The tables of DB an outbox can be kept in: their rows have the queue's columns. */
export type OutboxTableName<DB> = {
  [T in keyof DB & string]: Selectable<DB[T]> extends QueueColumns
    ? QueueWrites extends Updateable<DB[T]>
      ? T
      : never
    : never;
}[keyof DB & string];

/** The columns of a table that may be set to null. */
type NullableColumn<Row> = {
  [K in keyof Updateable<Row> & string]: null extends Updateable<Row>[K] ? K : never;
}[keyof Updateable<Row> & string];

/** A row one claim holds: `claim` proves the hold when the row is finished or let go. */
export interface OutboxClaim {
  id: string;
  attempts: number;
  claim: string;
}

/** The queue's statements seen on any outbox table (the names are its area's, not core's). */
type QueueDatabase = Record<string, QueueColumns & Record<string, unknown>>;

/**
 * The lease, retry and give-up statements of one area's outbox table: the area declares and
 * owns the table and passes its name (and the columns to clear on give-up); every statement is
 * one atomic step. Rows are 'queued' until sent or given up ('failed'); a claim counts the
 * attempt and moves available_at to the end of the lease, so a row whose worker died is due
 * again once the lease has passed, and claim_token keeps a late worker from finishing a row
 * another claim took since.
 */
export class OutboxTable<DB, TB extends OutboxTableName<DB>> implements OutboxQueue<OutboxClaim> {
  private readonly queue: Kysely<QueueDatabase>;
  private readonly name: string;
  private readonly clearOnGiveUp: readonly string[];
  private readonly errorLength: number | undefined;

  constructor(
    db: Kysely<DB>,
    table: TB,
    options: {
      /** Columns the row's content is kept in, dropped when it is given up. */
      clearOnGiveUp?: readonly NullableColumn<DB[TB]>[];
      /** How much of a failure's reason is kept; all of it without. */
      errorLength?: number;
    } = {},
  ) {
    // Typed by the area's table through TB; the statements below touch only the queue's columns.
    this.queue = db as unknown as Kysely<QueueDatabase>;
    this.name = table;
    this.clearOnGiveUp = options.clearOnGiveUp ?? [];
    this.errorLength = options.errorLength;
  }

  /**
   * The claim as one statement, for an area that reads what a send needs in the same statement
   * (`WITH claimed AS (…)`): up to `limit` due rows with attempts left, oldest first, skipping
   * rows another worker holds (FOR UPDATE SKIP LOCKED); add the `returning` the area needs.
   */
  claimStatement(
    now: Date,
    options: OutboxClaimOptions,
  ): UpdateQueryBuilder<DB, TB, TB, UpdateResult> {
    const leaseEnd = new Date(now.getTime() + options.leaseMs);
    const statement = this.queue
      .updateTable(this.name)
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        available_at: leaseEnd,
        claim_token: options.claim,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(this.name)
          .select('id')
          .where('status', '=', 'queued')
          .where('available_at', '<=', now)
          .where('attempts', '<', options.maxAttempts)
          .orderBy('available_at')
          .orderBy('id')
          .limit(options.limit)
          .forUpdate()
          .skipLocked(),
      );
    return statement as unknown as UpdateQueryBuilder<DB, TB, TB, UpdateResult>;
  }

  /** Claims due rows (see claimStatement), answering each with the given columns of its row. */
  async claim<C extends keyof Selectable<DB[TB]> & string = never>(
    now: Date,
    options: OutboxClaimOptions,
    columns: readonly C[] = [],
  ): Promise<(OutboxClaim & Pick<Selectable<DB[TB]>, C>)[]> {
    const rows = await (this.claimStatement(now, options) as unknown as QueueUpdate)
      .returning([sql<string>`id::text`.as('id'), 'attempts', ...columns])
      .execute();
    return rows.map((row) => ({ ...row, claim: options.claim })) as unknown as (OutboxClaim &
      Pick<Selectable<DB[TB]>, C>)[];
  }

  /** Lets the row go, due again at `at`, keeping the failure's reason. */
  async retryAt(row: Omit<OutboxClaim, 'attempts'>, at: Date, reason: string): Promise<void> {
    const lastError = this.errorLength === undefined ? reason : reason.slice(0, this.errorLength);
    await this.heldRow(
      this.queue
        .updateTable(this.name)
        .set({ available_at: at, claim_token: null, last_error: lastError }),
      row,
    ).execute();
  }

  /**
   * Gives up (status 'failed') the rows out of attempts whose last lease or back-off has passed:
   * those that failed last, and those claimed last by a worker that died. Answers how many.
   */
  async giveUpExhausted(now: Date, maxAttempts: number): Promise<number> {
    const cleared = Object.fromEntries(this.clearOnGiveUp.map((column) => [column, null]));
    const rows = await this.queue
      .updateTable(this.name)
      .set({ ...cleared, status: 'failed', claim_token: null })
      .where('status', '=', 'queued')
      .where('attempts', '>=', maxAttempts)
      .where('available_at', '<=', now)
      .returning(['id'])
      .execute();
    return rows.length;
  }

  /** Writes `values` to the row while this claim still holds it (kept as sent, say). */
  async settle(row: Omit<OutboxClaim, 'attempts'>, values: Updateable<DB[TB]>): Promise<void> {
    const set = values as Updateable<QueueDatabase[string]>;
    await this.heldRow(this.queue.updateTable(this.name).set(set), row).execute();
  }

  /** Deletes the row while this claim still holds it (sent, or no longer to be sent). */
  async remove(row: Omit<OutboxClaim, 'attempts'>): Promise<void> {
    await this.queue
      .deleteFrom(this.name)
      .where('id', '=', row.id)
      .where('claim_token', '=', row.claim)
      .execute();
  }

  private heldRow(statement: QueueUpdate, row: Omit<OutboxClaim, 'attempts'>): QueueUpdate {
    return statement.where('id', '=', row.id).where('claim_token', '=', row.claim);
  }
}

type QueueUpdate = UpdateQueryBuilder<QueueDatabase, string, string, UpdateResult>;
