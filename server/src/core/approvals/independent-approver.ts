import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Who asked for what a second approval completes, and when. */
export interface ApprovalRequester {
  /** The requester's operator row; null from the command line. */
  id: number | null;
  at: Date;
}

/**
 * Whether an operator may give the second approval of a request: not the requester, not an
 * operator the requester took part in making or in giving its role (its sponsors), and not one
 * who got its role after the request. So the second person is one the requester cannot make.
 * Null (the command line, the deployment's own hand) has no row to judge and is independent;
 * a console operator always has a row, since its session is joined to it.
 */
export async function independentApprover(
  db: Kysely<Database>,
  approverId: number | null,
  requester: ApprovalRequester,
): Promise<boolean> {
  if (approverId === null) return true;
  if (approverId === requester.id) return false;
  const approver = await db
    .selectFrom('operators')
    .select(['sponsor_ids', 'role_since'])
    .where('id', '=', approverId)
    .executeTakeFirst();
  if (!approver) return true;
  if (requester.id !== null && approver.sponsor_ids.includes(requester.id)) return false;
  return approver.role_since.getTime() <= requester.at.getTime();
}
