import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { MemberSecurityService } from './member-security.js';

/** The console's security actions on a member (members.secure). */
export function registerMemberSecurityRoutes(
  app: FastifyInstance,
  security: MemberSecurityService,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsEndMemberSessions,
    ({ merchant, operator, body, request }) =>
      security.endSessions(merchant, operatorActor(operator, request.ip), body.memberId),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsSetMemberLock,
    ({ merchant, operator, body, request }) =>
      security.setLock(merchant, operatorActor(operator, request.ip), body.memberId, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsResetMemberSecondFactor,
    ({ merchant, operator, body, request }) =>
      security.resetSecondFactor(merchant, operatorActor(operator, request.ip), body.memberId),
    options,
  );
}
