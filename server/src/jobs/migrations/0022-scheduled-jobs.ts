import { sql, type Kysely } from 'kysely';

/**
 * The scheduled jobs' bookkeeping: one run per job, merchant and period (taken by a lease so one
 * instance works it at a time, marked done when finished), and one payment row per reference,
 * written in the transaction that pays it, so a resumed run never pays twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_runs (
      job text NOT NULL,
      merchant_code text NOT NULL REFERENCES merchants(code),
      period text NOT NULL,
      status text NOT NULL CHECK (status IN ('running', 'done')),
      lease_owner text,
      lease_until timestamptz,
      attempts integer NOT NULL DEFAULT 1,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      PRIMARY KEY (job, merchant_code, period)
    )`.execute(db);
  await sql`
    CREATE TABLE job_payments (
      merchant_code text NOT NULL REFERENCES merchants(code),
      reference text NOT NULL,
      job text NOT NULL,
      period text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount bigint NOT NULL CHECK (amount > 0),
      basis bigint NOT NULL,
      paid_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_code, reference)
    )`.execute(db);
  await sql`
    CREATE INDEX job_payments_run ON job_payments (merchant_code, job, period)`.execute(db);
}
