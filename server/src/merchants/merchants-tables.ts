import type { ColumnType } from 'kysely';

/**
 * The merchants area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. The merchants and the hosts that name them.
 */
declare module '../core/db/schema.js' {
  interface Database {
    merchants: MerchantsTable;
    merchant_hosts: MerchantHostsTable;
  }
}

export interface MerchantsTable {
  code: string;
  name: string;
  /** The validated merchant configuration (merchants/<code>.json) as loaded at start-up. */
  config: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MerchantHostsTable {
  host: string;
  merchant_code: string;
}
