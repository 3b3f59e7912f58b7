import type { Generated } from 'kysely';

/**
 * The demo's table, merged into core's Database (core/db/schema.ts). Accounts' migration
 * 0014-verification-codes made it: a migration never lives in demo/, since deleting the folder
 * must leave every migration a database recorded. The development inbox of the local adapters.
 */
declare module '../core/db/schema.js' {
  interface Database {
    dev_inbox: DevInboxTable;
  }
}

/** A text or email the local adapters "sent", for the development inbox (/ops/inbox). */
export interface DevInboxTable {
  id: Generated<number>;
  merchant_code: string;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  created_at: Date;
}
