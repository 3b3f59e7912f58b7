import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { RumSummaryService } from '../rum/index.js';
import type { DashboardExport } from './dashboard-export.js';
import type { DashboardService } from './dashboard.js';
import { presentDashboard } from './dashboard-presenter.js';

/** The console's dashboard: the daily figures, the real-user timings, and their CSV export (audited). */
export function registerDashboardRoutes(
  app: FastifyInstance,
  services: { dashboard: DashboardService; rum: RumSummaryService; exports: DashboardExport },
  options: { checkAnswers: boolean },
): void {
  registerOperatorCall(
    app,
    calls.opsDashboard,
    async ({ merchant, query }) =>
      presentDashboard(await services.dashboard.daily(merchant, query)),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDashboardRum,
    ({ merchant, query }) => services.rum.summary(merchant, query),
    options,
  );
  registerOperatorCall(
    app,
    calls.opsDashboardExport,
    ({ merchant, operator, body, request }) =>
      services.exports.csv(merchant, body, { operator, ip: request.ip }),
    options,
  );
}
