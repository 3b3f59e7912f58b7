import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

/**
 * The development inbox: what the local SMS and email adapters "sent", per merchant. It fits
 * messaging's InboxWriter and InboxReader; app.ts hands it over as those.
 */
export class DevInboxRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async write(entry: {
    merchantCode: string;
    channel: 'sms' | 'email';
    recipient: string;
    body: string;
  }): Promise<void> {
    await this.db
      .insertInto('dev_inbox')
      .values({
        merchant_code: entry.merchantCode,
        channel: entry.channel,
        recipient: entry.recipient,
        body: entry.body,
        created_at: this.now(),
      })
      .execute();
  }

  /** The merchant's latest entries, newest first, optionally to one recipient. */
  async latest(merchantCode: string, recipient: string | undefined, limit = 100) {
    let query = this.db
      .selectFrom('dev_inbox')
      .select(['channel', 'recipient', 'body', 'created_at'])
      .where('merchant_code', '=', merchantCode);
    if (recipient) query = query.where('recipient', '=', recipient);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }
}
