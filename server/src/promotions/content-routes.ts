import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { AuditActor } from '../core/audit/audit-log.js';
import type { OperatorContext } from '../core/http/request-identity.js';
import type { ContentEditor } from './content-editor.js';

/** Who the audit log names for an operator's request. */
function actorOf(operator: OperatorContext, request: FastifyRequest): AuditActor {
  const id = (operator as OperatorContext & { id?: unknown }).id;
  return {
    merchantCode: operator.merchantCode,
    operatorId: typeof id === 'number' ? id : null,
    operatorName: operator.username,
    ip: request.ip,
  };
}

/** The console's content calls (contract/src/calls/ops-content.ts). */
export function registerContentRoutes(
  app: FastifyInstance,
  editor: ContentEditor,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(app, calls.opsContent, ({ merchant }) => editor.list(merchant), options);
  registerOperatorCall(
    app,
    calls.opsSavePromotion,
    ({ operator, request, merchant, body }) =>
      editor.savePromotion(actorOf(operator, request), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveAnnouncement,
    ({ operator, request, merchant, body }) =>
      editor.saveAnnouncement(actorOf(operator, request), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveCategory,
    ({ operator, request, merchant, body }) =>
      editor.saveCategory(actorOf(operator, request), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveVipLevel,
    ({ operator, request, merchant, body }) =>
      editor.saveVipLevel(actorOf(operator, request), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveBanner,
    ({ operator, request, merchant, body }) =>
      editor.saveBanner(actorOf(operator, request), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSetContentEnabled,
    ({ operator, request, merchant, body }) =>
      editor.setEnabled(actorOf(operator, request), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsOrderContent,
    ({ operator, request, merchant, body }) =>
      editor.order(actorOf(operator, request), merchant, body),
    options,
  );
}
