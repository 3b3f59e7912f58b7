import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { WithdrawalService } from './withdrawals.js';
import type { WithdrawAccountService } from './withdraw-accounts.js';
import { registerMemberCall, registerOperatorCall } from '../core/http/register-call.js';
import { operatorActor } from '../core/audit/audit-log.js';

/**
 * The member's withdrawal requests (ask for one, held at once, and see each one's state) and the
 * saved accounts they go to.
 */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  withdrawals: WithdrawalService,
  accounts: WithdrawAccountService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.requestWithdrawal,
    ({ body, merchant, session }) =>
      withdrawals.request(merchant, session.memberId, body.amount, body.accountId),
    options,
  );
  registerMemberCall(
    app,
    calls.memberWithdrawals,
    ({ merchant, session }) => withdrawals.list(merchant.code, session.memberId),
    options,
  );
  registerMemberCall(
    app,
    calls.withdrawAccountInfo,
    ({ merchant, session }) => accounts.info(merchant.code, session.memberId),
    options,
  );
  registerMemberCall(
    app,
    calls.addWithdrawAccount,
    ({ body, merchant, session }) => accounts.add(merchant, session, body),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsWithdrawals,
    ({ merchant, query }) => withdrawals.listForOperator(merchant, query),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDecideWithdrawal,
    ({ merchant, operator, body, request }) =>
      withdrawals.decideForOperator(
        merchant,
        operatorActor(operator, request.ip),
        body.withdrawalId,
        body.decision,
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsRevealWithdrawalAccount,
    ({ merchant, operator, body, request }) =>
      withdrawals.revealAccount(
        merchant.code,
        operatorActor(operator, request.ip),
        body.withdrawalId,
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsWithdrawalActivity,
    ({ merchant, query }) => withdrawals.activityOf(merchant.code, query.withdrawalId),
    options,
  );
}
