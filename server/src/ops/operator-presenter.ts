import type { OperatorRequestRow, OperatorRow } from '@lobby/contract';
import type { OperatorRecord } from './operator-repository.js';
import type { ConsoleChange, OperatorRequestRecord } from './operator-request-repository.js';

/** A request waiting for a second admin, as the operators page lists it. */
export function presentOperatorRequest(record: OperatorRequestRecord): OperatorRequestRow {
  return {
    id: record.id,
    kind: record.kind,
    username: record.username,
    role: record.role,
    requestedBy: record.requested_by,
    requestedAt: record.requested_at.toISOString(),
  };
}

/** An addition or a role change from the console: done, or waiting for a second admin. */
export function presentConsoleChange(change: ConsoleChange) {
  switch (change.status) {
    case 'added':
      return {
        status: change.status,
        operator: presentOperator(change.operator),
        oneTimePassword: change.oneTimePassword,
      };
    case 'changed':
      return { status: change.status, operator: presentOperator(change.operator) };
    case 'pending':
      return { status: change.status, request: presentOperatorRequest(change.request) };
  }
}

/** An operator as the console's operators page shows it (never a hash or a secret). */
export function presentOperator(record: OperatorRecord): OperatorRow {
  return {
    id: record.id,
    username: record.username,
    role: record.role,
    superOperator: record.merchant_code === null,
    paired: record.paired,
    mustChangePassword: record.must_change_password,
    disabled: record.disabled_at !== null,
    createdAt: record.created_at.toISOString(),
    createdBy: record.created_by,
  };
}

/** What the audit log keeps of an operator: who, where, with which role, whether usable. */
export function presentOperatorAudit(record: OperatorRecord) {
  return {
    username: record.username,
    merchantCode: record.merchant_code,
    role: record.role,
    disabled: record.disabled_at !== null,
    paired: record.paired,
  };
}
