import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { DashboardExport } from './dashboard-export.js';
import { DashboardRepository } from './dashboard-repository.js';
import { registerDashboardRoutes } from './dashboard-routes.js';
import { DashboardService } from './dashboard.js';

/** The operators' dashboard: daily figures per merchant from the ledger and tables. */
async function dashboard(app: FastifyInstance): Promise<void> {
  const { db, now, audit, checkAnswers } = app.core;
  const service = new DashboardService(new DashboardRepository(db), now);
  registerDashboardRoutes(
    app,
    { dashboard: service, exports: new DashboardExport(service, audit) },
    { checkAnswers },
  );
}

export const dashboardPlugin = fp(dashboard, {
  name: 'dashboard',
  dependencies: [CORE_PLUGIN, 'ops'],
});
