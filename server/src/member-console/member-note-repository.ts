import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';

/** Operators' notes on members: appended only (the table's trigger refuses any change). */
export class MemberNoteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Appends a note to a member of the merchant; undefined when the merchant has no such member. */
  async append(
    trx: Transaction<Database>,
    note: {
      merchantCode: string;
      memberId: number;
      operatorId: number | null;
      operatorName: string;
      body: string;
      createdAt: Date;
    },
  ) {
    const member = await trx
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', note.merchantCode)
      .where('id', '=', note.memberId)
      .executeTakeFirst();
    if (!member) return undefined;
    return trx
      .insertInto('member_notes')
      .values({
        merchant_code: note.merchantCode,
        member_id: note.memberId,
        operator_id: note.operatorId,
        operator_name: note.operatorName,
        body: note.body,
        created_at: note.createdAt,
      })
      .returning(['id', 'operator_name', 'body', 'created_at'])
      .executeTakeFirst();
  }
}
