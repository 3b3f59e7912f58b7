import type { ColumnType, Generated } from 'kysely';

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

export interface SchemaMigrationsTable {
  id: number;
  name: string;
  applied_at: Generated<Date>;
}

/** Every table of Lobby's database; each table holding merchant data carries merchant_code. */
export interface Database {
  merchants: MerchantsTable;
  merchant_hosts: MerchantHostsTable;
  schema_migrations: SchemaMigrationsTable;
}
