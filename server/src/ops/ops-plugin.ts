import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { operatorAuthPlugin } from './operator-auth-plugin.js';
import { OperatorSessionRepository } from './operator-session-repository.js';
import { registerOperatorSessionRoutes } from './operator-session-routes.js';
import { OperatorAuth } from './operators.js';
import { registerOpsPages } from './ops-pages.js';
import { registerOpsApp } from './ops-app.js';
import { registerOpsConsoleRoutes } from './ops-console-routes.js';
import { AuditService } from './audit-service.js';
import { registerAuditRoutes } from './audit-routes.js';

/** Operator sign-in (`request.operator`), the console app under /ops/ and its calls. */
async function ops(app: FastifyInstance): Promise<void> {
  const { config, db, limiter, now, checkAnswers, audit } = app.core;
  const operators = new OperatorAuth({
    accounts: config.operators,
    sessions: new OperatorSessionRepository(db),
    limiter,
    now,
  });
  await app.register(operatorAuthPlugin, { auth: operators });
  registerOperatorSessionRoutes(app, operators, { checkAnswers });
  registerOpsConsoleRoutes(app, { checkAnswers });
  registerAuditRoutes(app, new AuditService(audit, db, now), { checkAnswers });
  registerOpsPages(app, { devInbox: config.devInbox });
  await registerOpsApp(app, { opsDist: config.opsDist });
}

export const opsPlugin = fp(ops, { name: 'ops', dependencies: [CORE_PLUGIN, 'merchants'] });
