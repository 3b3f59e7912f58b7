import { sql, type Kysely } from 'kysely';

/**
 * Second approvals from a person the requester cannot make. Each operator keeps who took part
 * in giving it its role (`sponsor_ids`: its creator, the admin who approved it, each role
 * change's requester and approver) and since when it holds that role (`role_since`); an
 * approval of money is refused to an operator the requester sponsored or who got its role after
 * the request. Adding an operator with a money role, or giving one, waits in `operator_requests`
 * for a second admin. A pending sign-in counts its authenticator codes (`code_tries`) and dies
 * after a few wrong ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE operators
      ADD COLUMN sponsor_ids integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN role_since timestamptz`.execute(db);
  await sql`UPDATE operators SET role_since = created_at`.execute(db);
  await sql`ALTER TABLE operators ALTER COLUMN role_since SET NOT NULL`.execute(db);
  // Operators added from the console so far name their creator: it becomes their sponsor.
  await sql`
    UPDATE operators o SET sponsor_ids = ARRAY[p.id]
    FROM operators p
    WHERE p.id <> o.id AND lower(p.username) = lower(o.created_by)
      AND (p.merchant_code = o.merchant_code OR p.merchant_code IS NULL)`.execute(db);
  await sql`
    CREATE TABLE operator_requests (
      id serial PRIMARY KEY,
      merchant_code text NOT NULL REFERENCES merchants(code),
      kind text NOT NULL CHECK (kind IN ('add', 'role')),
      operator_id integer REFERENCES operators(id),
      username text NOT NULL,
      role text NOT NULL
        CHECK (role IN ('admin', 'finance', 'support', 'marketing', 'readOnly')),
      requested_by text NOT NULL,
      requested_by_id integer,
      requested_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'rejected')),
      decided_by text,
      decided_by_id integer,
      decided_at timestamptz
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX operator_requests_pending_name
    ON operator_requests (merchant_code, lower(username)) WHERE status = 'pending'`.execute(db);
  await sql`
    ALTER TABLE operator_sessions ADD COLUMN code_tries integer NOT NULL DEFAULT 0`.execute(db);
}
