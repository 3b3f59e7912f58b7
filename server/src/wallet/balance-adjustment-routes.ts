import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { operatorActor } from '../core/audit/audit-log.js';
import { registerOperatorCall } from '../core/http/register-call.js';
import { presentAdjustment } from './adjustment-presenter.js';
import type { AdjustmentOutcome, BalanceAdjustmentService } from './balance-adjustments.js';

const present = ({ adjustment, balances }: AdjustmentOutcome) => ({
  adjustment: presentAdjustment(adjustment),
  balances,
});

/** The console's balance adjustments: ask for one, decide a pending one, list those waiting. */
export function registerBalanceAdjustmentRoutes(
  app: FastifyInstance,
  adjustments: BalanceAdjustmentService,
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsAdjustBalance,
    async ({ merchant, operator, body, request }) =>
      present(await adjustments.request(merchant, operatorActor(operator, request.ip), body)),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDecideAdjustment,
    async ({ merchant, operator, body, request }) =>
      present(
        await adjustments.decide(
          merchant,
          operatorActor(operator, request.ip),
          body.adjustmentId,
          body.decision,
        ),
      ),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsPendingAdjustments,
    async ({ merchant }) => ({
      adjustments: (await adjustments.pending(merchant)).map(presentAdjustment),
    }),
    options,
  );
}
