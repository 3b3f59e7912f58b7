import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { lastEndedPeriod, type Period, type PeriodKind } from './periods.js';
import type { JobRunRepository, PaymentRecord, RunKey } from './job-run-repository.js';

/** Writes a payment brings (the bonus it grants), made in the payment's transaction. */
export type PaymentWrites = (trx: Transaction<Database>) => Promise<void>;

/** What a job is given for one merchant and period. */
export interface JobContext {
  merchantCode: string;
  period: Period;
  /**
   * Pays once per reference: records the payment and makes its writes in one transaction;
   * answers false (and writes nothing) when the reference was paid before.
   */
  pay(payment: PaymentRecord, writes: PaymentWrites): Promise<boolean>;
  /** The same, inside a transaction the job holds (a level move and what it pays). */
  payIn(
    trx: Transaction<Database>,
    payment: PaymentRecord,
    writes: PaymentWrites,
  ): Promise<boolean>;
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** A job run once per merchant and period of its kind, after the period ends. */
export interface ScheduledJob {
  name: string;
  period: PeriodKind;
  work(context: JobContext): Promise<void>;
}

/** How a run went: worked to the end now, found finished, or left to the instance working it. */
export type RunOutcome = 'finished' | 'done' | 'busy';

/**
 * Runs scheduled jobs once per merchant and period, whatever the number of instances: a run is
 * taken by a lease (job_runs), every payment is recorded under its reference in the transaction
 * that pays it (job_payments), so a run resumed after a crash pays only what was not paid.
 */
export class JobRunner {
  private readonly db: Kysely<Database>;
  private readonly runs: JobRunRepository;
  private readonly owner: string;
  private readonly now: () => Date;
  private readonly leaseMs: number;

  constructor(deps: {
    db: Kysely<Database>;
    runs: JobRunRepository;
    /** This instance's name in leases (host and process, or a test's). */
    owner: string;
    now: () => Date;
    /** How long a run stays taken without finishing before another instance may resume it. */
    leaseMs: number;
  }) {
    this.db = deps.db;
    this.runs = deps.runs;
    this.owner = deps.owner;
    this.now = deps.now;
    this.leaseMs = deps.leaseMs;
  }

  /** Runs `job` for the merchant's last ended period, unless done or taken. */
  async run(job: ScheduledJob, merchantCode: string): Promise<RunOutcome> {
    const now = this.now();
    const period = lastEndedPeriod(job.period, now);
    const run: RunKey = { job: job.name, merchantCode, period: period.key };
    const claimed = await this.runs.claim(
      run,
      this.owner,
      now,
      new Date(now.getTime() + this.leaseMs),
    );
    if (claimed !== 'claimed') return claimed;
    try {
      await job.work(this.context(run, period));
    } catch (error) {
      await this.runs.release(run, this.owner);
      throw error;
    }
    await this.runs.finish(run, this.owner, this.now());
    return 'finished';
  }

  private context(run: RunKey, period: Period): JobContext {
    const payIn = async (
      trx: Transaction<Database>,
      payment: PaymentRecord,
      writes: PaymentWrites,
    ) => {
      if (!(await this.runs.recordPayment(trx, run, payment, this.now()))) return false;
      await writes(trx);
      return true;
    };
    return {
      merchantCode: run.merchantCode,
      period,
      payIn,
      pay: (payment, writes) => this.db.transaction().execute((trx) => payIn(trx, payment, writes)),
      transaction: (work) => this.db.transaction().execute(work),
    };
  }
}
