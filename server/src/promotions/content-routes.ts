import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import { operatorActor } from '../core/audit/audit-log.js';
import type { ContentEditor } from './content-editor.js';

/** The console's content calls (contract/src/promotions/ops-content-calls.ts). */
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
      editor.savePromotion(operatorActor(operator, request.ip), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveAnnouncement,
    ({ operator, request, merchant, body }) =>
      editor.saveAnnouncement(operatorActor(operator, request.ip), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveCategory,
    ({ operator, request, merchant, body }) =>
      editor.saveCategory(operatorActor(operator, request.ip), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveVipLevel,
    ({ operator, request, merchant, body }) =>
      editor.saveVipLevel(operatorActor(operator, request.ip), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSaveBanner,
    ({ operator, request, merchant, body }) =>
      editor.saveBanner(operatorActor(operator, request.ip), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSetContentEnabled,
    ({ operator, request, merchant, body }) =>
      editor.setEnabled(operatorActor(operator, request.ip), merchant, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsOrderContent,
    ({ operator, request, merchant, body }) =>
      editor.order(operatorActor(operator, request.ip), merchant, body),
    options,
  );
}
