import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { OperatorContext } from '../core/http/request-identity.js';
import type { OperatorAccounts } from './operator-accounts.js';
import { presentOperator } from './operator-presenter.js';

/** The console's operators page: list, add with a role, change role, disable, reset 2FA. */
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
    }),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsAddOperator,
    async ({ operator, body, request }) => {
      const added = await accounts.add(operatorActor(operator, request.ip), {
        merchantCode: operator.merchantCode,
        username: body.username,
        role: body.role,
      });
      return { operator: presentOperator(added.operator), oneTimePassword: added.oneTimePassword! };
    },
    options,
  );
  registerOperatorCall(
    app,
    calls.opsChangeOperatorRole,
    async ({ operator, body, request }) => ({
      operator: presentOperator(
        await accounts.changeRole(
          by(operator, request.ip),
          operator.merchantCode,
          body.operatorId,
          body.role,
        ),
      ),
    }),
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
}
