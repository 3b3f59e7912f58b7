import type { ColumnType, Generated } from 'kysely';

/**
 * The messaging area's tables, merged into core's Database (core/db/schema.ts); their migrations
 * are in ./migrations. Texts and emails waiting for their provider.
 */
declare module '../core/db/schema.js' {
  interface Database {
    message_outbox: MessageOutboxTable;
  }
}

/** A text or email waiting for its provider; the body is kept only until it is delivered. */
export interface MessageOutboxTable {
  id: Generated<string>;
  merchant_code: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string | null;
  status: ColumnType<'queued' | 'failed', 'queued' | undefined, 'failed'>;
  attempts: ColumnType<number, number | undefined, number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
  created_at: Date;
}
