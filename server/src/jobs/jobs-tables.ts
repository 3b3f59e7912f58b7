import type { ColumnType } from 'kysely';
import type { Int8 } from '../core/db/schema.js';

/**
 * The jobs area's tables, merged into core's Database (core/db/schema.ts); their migrations are in
 * ./migrations. Scheduled jobs' runs and what they paid.
 */
declare module '../core/db/schema.js' {
  interface Database {
    job_runs: JobRunsTable;
    job_payments: JobPaymentsTable;
  }
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
