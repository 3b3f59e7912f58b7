import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { AuditService } from './audit-service.js';

/** The audit log pages of the console: read with filters, and export as CSV (itself audited). */
export function registerAuditRoutes(
  app: FastifyInstance,
  audit: AuditService,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsAuditLog,
    ({ operator, query }) => audit.page(operator.merchantCode, query),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsAuditExport,
    ({ operator, body, request }) =>
      audit.exportCsv(
        { ...operatorActor(operator, request.ip), merchantCode: operator.merchantCode },
        body,
      ),
    options,
  );
}
