import type { RumMetric } from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The rum area's tables, merged into core's Database (core/db/schema.ts); their migrations are in
 * ./migrations. Real-user timing samples and their daily counts.
 */
declare module '../core/db/schema.js' {
  interface Database {
    rum_days: RumDaysTable;
    rum_samples: RumSamplesTable;
  }
}

/** How many timing samples a merchant's page kept on a day (the cap's count). */
export interface RumDaysTable {
  merchant_code: string;
  day: ColumnType<string, string, never>;
  page: string;
  samples: number;
}

export interface RumSamplesTable {
  id: Generated<string>;
  merchant_code: string;
  day: ColumnType<string, string, never>;
  page: string;
  metric: RumMetric;
  value: number;
}
