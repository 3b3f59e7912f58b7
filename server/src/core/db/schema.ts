import type { ColumnType, Generated } from 'kysely';

/**
 * Every table of Lobby's database, by name; each table holding merchant data carries
 * merchant_code. Core declares its own tables here; each area declares its tables in its
 * `<area>-tables.ts`, beside its migrations, and merges them into this interface (TypeScript's
 * declaration merging, `declare module '../core/db/schema.js'`), so core names no area and
 * `Kysely<Database>` still knows every table (docs/conventions.md, "Tables").
 */
export interface Database {
  schema_migrations: SchemaMigrationsTable;
  content_versions: ContentVersionsTable;
  server_secrets: ServerSecretsTable;
  audit_log: AuditLogTable;
}

/** A bigint column: drivers read it as a string (pg) or a bigint (PGlite); numbers go in. */
export type Int8 = ColumnType<string | number | bigint, number, number>;

/** The migration history of versions before Kysely's Migrator; read once per start (migrate.ts). */
export interface SchemaMigrationsTable {
  id: number;
  name: string;
  applied_at: Generated<Date>;
}

/** A merchant's content version: raised by every edit and import, in its transaction. */
export interface ContentVersionsTable {
  merchant_code: string;
  version: Generated<number>;
  imported_at: Date | null;
  edited_at: Date | null;
}

/** A secret the server made for itself on first need; shared by every instance. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/** One operator action; appended only (a trigger refuses updates and deletes). */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  merchant_code: string | null;
  operator_id: number | null;
  operator_name: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: ColumnType<Date, Date, never>;
}
