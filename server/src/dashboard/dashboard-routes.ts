import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { registerOperatorCall } from '../core/http/register-call.js';
import type { DashboardExport } from './dashboard-export.js';
import type { DashboardService } from './dashboard.js';
import { presentDashboard } from './dashboard-presenter.js';

/** The console's dashboard: the daily figures, and their CSV export (audited). */
export function registerDashboardRoutes(
  app: FastifyInstance,
  services: { dashboard: DashboardService; exports: DashboardExport },
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
    calls.opsDashboardExport,
    ({ merchant, operator, body, request }) =>
      services.exports.csv(merchant, body, { operator, ip: request.ip }),
    options,
  );
}
