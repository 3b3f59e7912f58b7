import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { WithdrawalService } from '../../../services/wallet/withdrawals.js';
import { registerMemberCall } from '../../register-call.js';

/** The member's withdrawal requests: ask for one (held at once), and see each one's state. */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  withdrawals: WithdrawalService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.requestWithdrawal,
    ({ body, merchant, session }) => withdrawals.request(merchant, session.memberId, body.amount),
    options,
  );
  registerMemberCall(
    app,
    calls.memberWithdrawals,
    ({ merchant, session }) => withdrawals.list(merchant.code, session.memberId),
    options,
  );
}
