import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { TotpSecrets } from '../core/crypto/totp-secrets.js';
import { operatorAuthPlugin } from './operator-auth-plugin.js';
import { OperatorRepository } from './operator-repository.js';
import { OperatorSessionRepository } from './operator-session-repository.js';
import { OperatorRequestRepository } from './operator-request-repository.js';
import { registerOperatorSessionRoutes } from './operator-session-routes.js';
import { OperatorAuth } from './operators.js';
import { OperatorAccounts } from './operator-accounts.js';
import { registerOperatorAccountsRoutes } from './operator-accounts-routes.js';
import { registerOpsPages } from './ops-pages.js';
import { registerOpsApp } from './ops-app.js';
import { registerOpsConsoleRoutes } from './ops-console-routes.js';
import { AuditService } from './audit-service.js';
import { registerAuditRoutes } from './audit-routes.js';

/** What the ops area offers the other areas (the demo seeds its operators through it). */
export interface OpsArea {
  accounts: OperatorAccounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: OpsArea;
  }
}

/**
 * Operators (people with roles, argon2id passwords and TOTP), their sign-in and sessions
 * (`request.operator`), the audit log's pages, and the console app under /ops/.
 */
async function ops(app: FastifyInstance): Promise<void> {
  const { config, db, limiter, now, checkAnswers, audit, serverSecrets } = app.core;
  const operators = new OperatorRepository(db);
  const sessions = new OperatorSessionRepository(db);
  const totp = new TotpSecrets(serverSecrets, now);
  const auth = new OperatorAuth({
    db,
    operators,
    sessions,
    totp,
    limiter,
    audit,
    now,
  });
  const requests = new OperatorRequestRepository(db);
  const accounts = new OperatorAccounts({ db, operators, requests, sessions, audit, totp, now });
  app.decorate('ops', { accounts });
  await app.register(operatorAuthPlugin, { auth });
  registerOperatorSessionRoutes(app, auth, { checkAnswers });
  registerOperatorAccountsRoutes(app, accounts, { checkAnswers });
  registerOpsConsoleRoutes(app, { checkAnswers });
  registerAuditRoutes(app, new AuditService(audit, db, now), { checkAnswers });
  registerOpsPages(app, { devInbox: config.devInbox });
  await registerOpsApp(app, { opsDist: config.opsDist });
}

export const opsPlugin = fp(ops, { name: 'ops', dependencies: [CORE_PLUGIN, 'merchants'] });
