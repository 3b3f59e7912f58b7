import { operatorActor, type AuditActor } from '../core/audit/audit-log.js';
import type { OperatorContext } from '../core/http/request-identity.js';

/** An operator acting from an address: who the audit log names. */
export interface ActingOperator {
  operator: OperatorContext;
  ip: string;
}

export function auditActorOf({ operator, ip }: ActingOperator): AuditActor {
  return operatorActor(operator, ip);
}
