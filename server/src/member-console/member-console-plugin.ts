import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { MemberConsoleService } from './member-console.js';
import { registerMemberConsoleRoutes } from './member-console-routes.js';
import { MemberFileRepository } from './member-file-repository.js';
import { MemberNoteRepository } from './member-note-repository.js';

/**
 * The operator console's members: search and the member page, reading the areas that own each
 * section (accounts, wallet, bonuses, protection, referrals), and members' notes. The actions on
 * a member live in the area owning their state (adjustments in wallet, security in accounts).
 */
async function memberConsole(app: FastifyInstance): Promise<void> {
  const { db, now, audit, checkAnswers } = app.core;
  const service = new MemberConsoleService({
    files: new MemberFileRepository(db),
    notes: new MemberNoteRepository(db),
    wallet: app.wallet.balances,
    adjustments: app.wallet.adjustments,
    protection: app.protection.repository,
    audit,
    now,
  });
  registerMemberConsoleRoutes(app, service, { checkAnswers });
}

export const memberConsolePlugin = fp(memberConsole, {
  name: 'member-console',
  dependencies: [CORE_PLUGIN, 'ops', 'accounts', 'wallet', 'protection', 'referrals', 'bonuses'],
});
