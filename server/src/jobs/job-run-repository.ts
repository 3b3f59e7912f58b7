import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** One run: a job for a merchant and a period. */
export interface RunKey {
  job: string;
  merchantCode: string;
  period: string;
}

/** What a claim answered: this instance works the run, it is finished, or another works it. */
export type ClaimResult = 'claimed' | 'done' | 'busy';

/** One payment a job makes, recorded in the transaction that pays it. */
export interface PaymentRecord {
  reference: string;
  memberId: number;
  amount: number;
  basis: number;
}

/**
 * The scheduled jobs' bookkeeping. A run is taken by a lease in one conditional statement, so
 * of several instances asking at once one works it; a payment row is unique per reference, so
 * a payment is made once however often a run is resumed.
 */
export class JobRunRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes the run for `owner` until `leaseUntil`: a new run, or an unfinished one whose lease
   * has lapsed (its worker crashed) or was released.
   */
  async claim(run: RunKey, owner: string, now: Date, leaseUntil: Date): Promise<ClaimResult> {
    const taken = await this.db
      .insertInto('job_runs')
      .values({
        job: run.job,
        merchant_code: run.merchantCode,
        period: run.period,
        status: 'running',
        lease_owner: owner,
        lease_until: leaseUntil,
        started_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['job', 'merchant_code', 'period'])
          .doUpdateSet({
            lease_owner: owner,
            lease_until: leaseUntil,
            attempts: sql<number>`job_runs.attempts + 1`,
          })
          .where('job_runs.status', '=', 'running')
          .where((eb) =>
            eb.or([eb('job_runs.lease_until', 'is', null), eb('job_runs.lease_until', '<=', now)]),
          ),
      )
      .returning('status')
      .executeTakeFirst();
    if (taken) return 'claimed';
    const row = await this.db
      .selectFrom('job_runs')
      .select('status')
      .where('job', '=', run.job)
      .where('merchant_code', '=', run.merchantCode)
      .where('period', '=', run.period)
      .executeTakeFirst();
    return row?.status === 'done' ? 'done' : 'busy';
  }

  /** Marks the run finished, if `owner` still holds it. */
  async finish(run: RunKey, owner: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('job_runs')
      .set({ status: 'done', finished_at: now, lease_owner: null, lease_until: null })
      .where('job', '=', run.job)
      .where('merchant_code', '=', run.merchantCode)
      .where('period', '=', run.period)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives the run up after a failure, so the next tick (of any instance) resumes it at once. */
  async release(run: RunKey, owner: string): Promise<void> {
    await this.db
      .updateTable('job_runs')
      .set({ lease_owner: null, lease_until: null })
      .where('job', '=', run.job)
      .where('merchant_code', '=', run.merchantCode)
      .where('period', '=', run.period)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /**
   * Records a payment in `trx` unless its reference was paid before: answers true when this call
   * recorded it (the caller then pays in the same transaction), false when it was paid already.
   */
  async recordPayment(
    trx: Kysely<Database>,
    run: RunKey,
    payment: PaymentRecord,
    now: Date,
  ): Promise<boolean> {
    const row = await trx
      .insertInto('job_payments')
      .values({
        merchant_code: run.merchantCode,
        reference: payment.reference,
        job: run.job,
        period: run.period,
        member_id: payment.memberId,
        amount: payment.amount,
        basis: payment.basis,
        paid_at: now,
      })
      .onConflict((oc) => oc.columns(['merchant_code', 'reference']).doNothing())
      .returning('reference')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** What a run paid, by reference. */
  async payments(run: RunKey): Promise<(PaymentRecord & { paidAt: Date })[]> {
    const rows = await this.db
      .selectFrom('job_payments')
      .select(['reference', 'member_id', 'amount', 'basis', 'paid_at'])
      .where('merchant_code', '=', run.merchantCode)
      .where('job', '=', run.job)
      .where('period', '=', run.period)
      .orderBy('reference')
      .execute();
    return rows.map((row) => ({
      reference: row.reference,
      memberId: row.member_id,
      amount: Number(row.amount),
      basis: Number(row.basis),
      paidAt: row.paid_at,
    }));
  }

  async status(run: RunKey) {
    return this.db
      .selectFrom('job_runs')
      .select(['status', 'attempts', 'lease_owner', 'finished_at'])
      .where('job', '=', run.job)
      .where('merchant_code', '=', run.merchantCode)
      .where('period', '=', run.period)
      .executeTakeFirst();
  }
}
