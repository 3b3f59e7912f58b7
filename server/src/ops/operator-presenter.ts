import type { OperatorRow } from '@lobby/contract';
import type { OperatorRecord } from './operator-repository.js';

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
