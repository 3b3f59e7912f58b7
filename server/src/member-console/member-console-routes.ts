import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { MemberConsoleService } from './member-console.js';
import {
  presentMemberLedger,
  presentMemberNote,
  presentMemberPage,
  presentMemberSearch,
} from './member-console-presenter.js';

/** The console's members: search, a member's page and ledger, notes. */
export function registerMemberConsoleRoutes(
  app: FastifyInstance,
  members: MemberConsoleService,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsMemberSearch,
    async ({ merchant, query }) => presentMemberSearch(await members.search(merchant, query)),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsMember,
    async ({ merchant, operator, query, request }) =>
      presentMemberPage(
        await members.page(merchant, operatorActor(operator, request.ip), query.memberId),
        merchant.currency,
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsMemberLedger,
    async ({ merchant, query }) =>
      presentMemberLedger(await members.ledger(merchant, query.memberId, query.before)),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsAddMemberNote,
    async ({ merchant, operator, body, request }) => ({
      note: presentMemberNote(
        await members.addNote(
          merchant,
          operatorActor(operator, request.ip),
          body.memberId,
          body.body,
        ),
      ),
    }),
    options,
  );
}
