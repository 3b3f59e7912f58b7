import type { ColumnType, Generated } from 'kysely';

/**
 * The member-console area's tables, merged into core's Database (core/db/schema.ts); their
 * migrations are in ./migrations. The operators' notes on members.
 */
declare module '../core/db/schema.js' {
  interface Database {
    member_notes: MemberNotesTable;
  }
}

/** A note an operator wrote about a member; appended only (a trigger refuses changes). */
export interface MemberNotesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  operator_id: number | null;
  operator_name: string;
  body: string;
  created_at: ColumnType<Date, Date, never>;
}
