import { sql, type Kysely } from 'kysely';
import { RUM_PLAUSIBLE_MS, RUM_RULES, type RumMetric } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';

/** One page's metric on one day: how many samples, how many missed or unsupported, percentiles. */
export interface RumSummary {
  day: string;
  page: string;
  metric: RumMetric;
  samples: number;
  missed: number;
  unsupported: number;
  /** Milliseconds over the measured, plausible samples; null when there were none. */
  p50: number | null;
  p75: number | null;
  p95: number | null;
}

/** Whether a sample is measured and plausible for its metric (RUM_PLAUSIBLE_MS): what percentiles take. */
const measured = sql.join(
  Object.entries(RUM_PLAUSIBLE_MS).map(
    ([metric, { min, max }]) =>
      sql`(metric = ${metric} AND value BETWEEN ${sql.lit(min)} AND ${sql.lit(max)})`,
  ),
  sql` OR `,
);

/** rum_samples and their per-page-and-day counts; every query names the merchant. */
export class RumRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Keeps one beacon's metrics when the page's day has room: the day's count rises in the same
   * statement that checks the cap (an UPDATE … WHERE samples + n <= cap), so parallel beacons
   * never pass it. Answers how many were kept (0 once the day is full).
   */
  async keep(
    merchantCode: string,
    day: string,
    page: string,
    metrics: { metric: RumMetric; value: number }[],
  ): Promise<number> {
    if (metrics.length === 0) return 0;
    const cap = RUM_RULES.samplesPerPageDay;
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rum_days')
        .values({ merchant_code: merchantCode, day, page, samples: 0 })
        .onConflict((conflict) => conflict.columns(['merchant_code', 'day', 'page']).doNothing())
        .execute();
      const counted = await trx
        .updateTable('rum_days')
        .set({ samples: sql`samples + ${metrics.length}` })
        .where('merchant_code', '=', merchantCode)
        .where('day', '=', day)
        .where('page', '=', page)
        .where(sql<boolean>`samples + ${metrics.length} <= ${cap}`)
        .returning('samples')
        .executeTakeFirst();
      if (!counted) return 0;
      await trx
        .insertInto('rum_samples')
        .values(
          metrics.map(({ metric, value }) => ({
            merchant_code: merchantCode,
            day,
            page,
            metric,
            value,
          })),
        )
        .execute();
      return metrics.length;
    });
  }

  /** How many samples the page kept on the day (the cap's count); 0 when none. */
  async keptOn(merchantCode: string, day: string, page: string): Promise<number> {
    const row = await this.db
      .selectFrom('rum_days')
      .select('samples')
      .where('merchant_code', '=', merchantCode)
      .where('day', '=', day)
      .where('page', '=', page)
      .executeTakeFirst();
    return row?.samples ?? 0;
  }

  /** Per page, day and metric over the last `days` days up to `until` (YYYY-MM-DD), oldest first. */
  async summary(merchantCode: string, from: string, until: string): Promise<RumSummary[]> {
    const result = await sql<{
      day: string | Date;
      page: string;
      metric: RumMetric;
      samples: string | number;
      missed: string | number;
      unsupported: string | number;
      p50: number | null;
      p75: number | null;
      p95: number | null;
    }>`
      SELECT day, page, metric,
        count(*) AS samples,
        count(*) FILTER (WHERE value = ${RUM_RULES.missed}) AS missed,
        count(*) FILTER (WHERE value = ${RUM_RULES.unsupported}) AS unsupported,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY value) FILTER (WHERE ${measured}) AS p50,
        percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE ${measured}) AS p75,
        percentile_cont(0.95) WITHIN GROUP (ORDER BY value) FILTER (WHERE ${measured}) AS p95
      FROM rum_samples
      WHERE merchant_code = ${merchantCode} AND day >= ${from}::date AND day <= ${until}::date
      GROUP BY day, page, metric
      ORDER BY day, page, metric`.execute(this.db);
    const round = (value: number | null) => (value === null ? null : Math.round(Number(value)));
    return result.rows.map((row) => ({
      day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
      page: row.page,
      metric: row.metric,
      samples: Number(row.samples),
      missed: Number(row.missed),
      unsupported: Number(row.unsupported),
      p50: round(row.p50),
      p75: round(row.p75),
      p95: round(row.p95),
    }));
  }
}
