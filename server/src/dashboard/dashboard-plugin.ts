import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { RumRepository, RumSummaryService } from '../rum/index.js';
import { DashboardExport } from './dashboard-export.js';
import { DashboardRepository } from './dashboard-repository.js';
import { registerDashboardRoutes } from './dashboard-routes.js';
import { DashboardService } from './dashboard.js';

/** The operators' dashboard: daily figures per merchant from the ledger and tables, and real-user timings. */
async function dashboard(app: FastifyInstance): Promise<void> {
  const { db, now, audit, checkAnswers } = app.core;
  const service = new DashboardService(new DashboardRepository(db), now);
  const rum = new RumSummaryService(new RumRepository(db), now);
  registerDashboardRoutes(
    app,
    { dashboard: service, rum, exports: new DashboardExport(service, rum, audit) },
    { checkAnswers },
  );
}

export const dashboardPlugin = fp(dashboard, {
  name: 'dashboard',
  dependencies: [CORE_PLUGIN, 'ops'],
});
