import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { OperatorRecord } from './operator-repository.js';

export interface OperatorRequestRecord {
  id: number;
  kind: 'add' | 'role';
  operator_id: number | null;
  username: string;
  role: OperatorRole;
  requested_by: string;
  requested_by_id: number | null;
  requested_at: Date;
  status: 'pending' | 'approved' | 'rejected';
}

const COLUMNS = [
  'id',
  'kind',
  'operator_id',
  'username',
  'role',
  'requested_by',
  'requested_by_id',
  'requested_at',
  'status',
] as const;

/** Additions of operators with a money role, and changes to one, waiting for a second admin. */
export class OperatorRequestRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Files a request; undefined when one for this name is pending already. */
  async insert(
    db: Kysely<Database>,
    row: {
      merchantCode: string;
      kind: 'add' | 'role';
      operatorId: number | null;
      username: string;
      role: OperatorRole;
      requestedBy: string;
      requestedById: number | null;
      requestedAt: Date;
    },
  ): Promise<OperatorRequestRecord | undefined> {
    return db
      .insertInto('operator_requests')
      .values({
        merchant_code: row.merchantCode,
        kind: row.kind,
        operator_id: row.operatorId,
        username: row.username,
        role: row.role,
        requested_by: row.requestedBy,
        requested_by_id: row.requestedById,
        requested_at: row.requestedAt,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
  }

  pending(merchantCode: string): Promise<OperatorRequestRecord[]> {
    return this.db
      .selectFrom('operator_requests')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(200)
      .execute();
  }

  /** A pending request of the merchant, locked for its decision. */
  lockPending(db: Kysely<Database>, merchantCode: string, id: number) {
    return db
      .selectFrom('operator_requests')
      .select(COLUMNS)
      .where('merchant_code', '=', merchantCode)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
  }

  async decide(
    db: Kysely<Database>,
    id: number,
    status: 'approved' | 'rejected',
    by: { name: string; id: number | null; at: Date },
  ): Promise<void> {
    await db
      .updateTable('operator_requests')
      .set({ status, decided_by: by.name, decided_by_id: by.id, decided_at: by.at })
      .where('id', '=', id)
      .execute();
  }

  /** Whether a request for this name is pending on the merchant (names are case-folded). */
  async pendingFor(db: Kysely<Database>, merchantCode: string, username: string) {
    const row = await db
      .selectFrom('operator_requests')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('status', '=', 'pending')
      .where(sql<boolean>`lower(username) = lower(${username})`)
      .executeTakeFirst();
    return !!row;
  }
}

/** What an addition or a role change from the console did: at once, or a request filed. */
export type ConsoleChange =
  | { status: 'added'; operator: OperatorRecord; oneTimePassword: string }
  | { status: 'changed'; operator: OperatorRecord }
  | { status: 'pending'; request: OperatorRequestRecord };
