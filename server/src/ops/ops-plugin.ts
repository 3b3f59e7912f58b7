import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { operatorAuthPlugin } from './operator-auth-plugin.js';
import { OperatorSessionRepository } from './operator-session-repository.js';
import { registerOperatorSessionRoutes } from './operator-session-routes.js';
import { OperatorAuth } from './operators.js';
import { registerOpsPages } from './ops-pages.js';

/** Operator sign-in (`request.operator`) and the /ops/ pages. */
async function ops(app: FastifyInstance): Promise<void> {
  const { config, db, limiter, now, checkAnswers } = app.core;
  const operators = new OperatorAuth({
    accounts: config.operators,
    sessions: new OperatorSessionRepository(db),
    limiter,
    now,
  });
  await app.register(operatorAuthPlugin, { auth: operators });
  registerOperatorSessionRoutes(app, operators, { checkAnswers });
  registerOpsPages(app, { devInbox: config.devInbox });
}

export const opsPlugin = fp(ops, { name: 'ops', dependencies: [CORE_PLUGIN, 'merchants'] });
