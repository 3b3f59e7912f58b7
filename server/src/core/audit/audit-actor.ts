import type { OperatorContext } from '../http/request-identity.js';
import type { AuditActor } from './audit-log.js';

/** The audit log's actor for an operator's request from an address. */
export function auditActorOf(operator: OperatorContext, ip: string): AuditActor {
  const { operatorId } = operator as OperatorContext & { operatorId?: number | null };
  return {
    merchantCode: operator.merchantCode,
    operatorId: operatorId ?? null,
    operatorName: operator.username,
    ip,
  };
}
