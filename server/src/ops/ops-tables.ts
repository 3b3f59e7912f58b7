import type { OperatorRole, OperatorSignInStage } from '@lobby/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * The ops area's tables, merged into core's Database (core/db/schema.ts); their migrations are in
 * ./migrations. Operators, their sessions and the requests a second operator approves.
 */
declare module '../core/db/schema.js' {
  interface Database {
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    operator_requests: OperatorRequestsTable;
  }
}

/** A console operator: of one merchant, or a super-operator over every merchant. */
export interface OperatorsTable {
  id: Generated<number>;
  /** Null for a super-operator over every merchant of the deployment. */
  merchant_code: string | null;
  username: string;
  password_hash: string;
  role: OperatorRole;
  totp_secret_sealed: string | null;
  /** The TOTP time step of the last code taken (each code works once). */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  must_change_password: boolean;
  disabled_at: Date | null;
  created_at: Date;
  created_by: string;
  /** The operators who took part in giving it its role (creator, approver, role changes). */
  sponsor_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Since when it holds its role: an approval asked for before this is not its to give. */
  role_since: Date;
}

/** An operator's session on one merchant (the /ops/ cookie); only the token's SHA-256 is kept. */
export interface OperatorSessionsTable {
  token_hash: string;
  /** The operator's merchant; null for a super-operator's session. */
  merchant_code: string | null;
  operator_id: number;
  stage: OperatorSignInStage;
  /** The authenticator secret offered while pairing, sealed. */
  pairing_secret_sealed: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Authenticator codes tried on this pending sign-in. */
  code_tries: ColumnType<number, number | undefined, number>;
}

/** A console admin's addition of an operator with a money role, or change to one, waiting. */
export interface OperatorRequestsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: 'add' | 'role';
  /** The operator whose role changes (kind role). */
  operator_id: number | null;
  username: string;
  role: OperatorRole;
  requested_by: string;
  requested_by_id: number | null;
  requested_at: Date;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | undefined,
    'approved' | 'rejected'
  >;
  decided_by: string | null;
  decided_by_id: number | null;
  decided_at: Date | null;
}
