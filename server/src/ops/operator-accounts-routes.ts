import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { OperatorContext } from '../core/http/request-identity.js';
import type { OperatorAccounts } from './operator-accounts.js';
import {
  presentConsoleChange,
  presentOperator,
  presentOperatorRequest,
} from './operator-presenter.js';

/**
 * The console's operators page: list, add with a role, change role, disable, reset 2FA, and the
 * second admin's decision on an addition or role change that gives a money role.
 */
export function registerOperatorAccountsRoutes(
  app: FastifyInstance,
  accounts: OperatorAccounts,
  options: { checkAnswers: boolean },
): void {
  const by = (operator: OperatorContext, ip: string) => ({
    actor: operatorActor(operator, ip),
    selfId: operator.id,
  });
  registerOperatorCall(
    app,
    calls.opsOperators,
    async ({ operator }) => ({
      operators: (await accounts.list(operator.merchantCode)).map(presentOperator),
      requests: (await accounts.pendingRequests(operator.merchantCode)).map(presentOperatorRequest),
    }),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsAddOperator,
    async ({ operator, body, request }) =>
      presentConsoleChange(
        await accounts.addFromConsole(by(operator, request.ip), operator.merchantCode, {
          username: body.username,
          role: body.role,
        }),
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsChangeOperatorRole,
    async ({ operator, body, request }) =>
      presentConsoleChange(
        await accounts.changeRoleFromConsole(
          by(operator, request.ip),
          operator.merchantCode,
          body.operatorId,
          body.role,
        ),
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDisableOperator,
    async ({ operator, body, request }) => ({
      operator: presentOperator(
        await accounts.disable(by(operator, request.ip), operator.merchantCode, body.operatorId),
      ),
    }),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsResetOperatorTwoFactor,
    async ({ operator, body, request }) => ({
      operator: presentOperator(
        await accounts.resetTwoFactor(
          by(operator, request.ip),
          operator.merchantCode,
          body.operatorId,
        ),
      ),
    }),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDecideOperatorRequest,
    async ({ operator, body, request }) => {
      const decided = await accounts.decideRequest(
        by(operator, request.ip),
        operator.merchantCode,
        body.requestId,
        body.decision,
      );
      return {
        request: presentOperatorRequest(decided.request),
        status: decided.status,
        ...(decided.operator && { operator: presentOperator(decided.operator) }),
        ...(decided.oneTimePassword && { oneTimePassword: decided.oneTimePassword }),
      };
    },
    options,
  );
}
